import SwiftUI

struct Sketch: Identifiable {
    let id = UUID()
    let title: String
    let hue: Double
}

struct SketchMonth: Identifiable {
    let name: String
    let sketches: [Sketch]
    var id: String { name }
}

struct SketchbookGridView: View {
    @State private var columnsCount = 3
    private let months = [
        SketchMonth(name: "October", sketches: (1...7).map { Sketch(title: "Study \($0)", hue: Double($0) / 10) }),
        SketchMonth(name: "November", sketches: (1...5).map { Sketch(title: "Figure \($0)", hue: 0.5 + Double($0) / 20) }),
    ]

    private var columns: [GridItem] {
        Array(repeating: GridItem(.flexible(), spacing: 8), count: columnsCount)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8, pinnedViews: [.sectionHeaders]) {
                    ForEach(months) { month in
                        Section {
                            ForEach(month.sketches) { sketch in
                                RoundedRectangle(cornerRadius: 8)
                                    .fill(Color(hue: sketch.hue, saturation: 0.5, brightness: 0.9))
                                    .aspectRatio(1, contentMode: .fill)
                                    .overlay(alignment: .bottomLeading) {
                                        Text(sketch.title)
                                            .font(.caption2)
                                            .padding(4)
                                    }
                            }
                        } header: {
                            Text(month.name)
                                .font(.headline)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.vertical, 6)
                                .background(.regularMaterial)
                        }
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Sketchbook")
            .toolbar {
                Picker("Columns", selection: $columnsCount) {
                    Image(systemName: "square.grid.2x2").tag(2)
                    Image(systemName: "square.grid.3x3").tag(3)
                }
                .pickerStyle(.segmented)
            }
            .animation(.default, value: columnsCount)
        }
    }
}

struct AdaptiveSwatchStrip: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 60, maximum: 100))]) {
            ForEach(0..<12, id: \.self) { index in
                Color(hue: Double(index) / 12, saturation: 0.7, brightness: 0.9)
                    .frame(height: 60)
            }
        }
    }
}

#Preview {
    SketchbookGridView()
}
