import SwiftUI

struct GlossaryTerm: Identifiable {
    let id = UUID()
    let word: String
    let meaning: String
}

struct GlossaryPopoverView: View {
    @State private var activeTerm: GlossaryTerm?
    @State private var showsInspector = false
    @State private var showsTip = false
    @State private var highlightTerms = true

    private let terms = [
        GlossaryTerm(word: "Aperture", meaning: "The opening that lets light into the lens."),
        GlossaryTerm(word: "Exposure", meaning: "How much light reaches the sensor."),
        GlossaryTerm(word: "Bokeh", meaning: "The soft blur in out-of-focus areas."),
    ]

    var body: some View {
        NavigationStack {
            List(terms) { term in
                Button(term.word) {
                    activeTerm = term
                }
                .fontWeight(highlightTerms ? .semibold : .regular)
                .popover(item: Binding(
                    get: { activeTerm?.id == term.id ? activeTerm : nil },
                    set: { activeTerm = $0 }
                )) { shown in
                    Text(shown.meaning)
                        .padding()
                        .frame(minWidth: 200)
                        .presentationCompactAdaptation(.popover)
                }
            }
            .navigationTitle("Photo Terms")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        showsTip.toggle()
                    } label: {
                        Image(systemName: "questionmark.circle")
                    }
                    .popover(isPresented: $showsTip, arrowEdge: .top) {
                        Text("Tap a word to see what it means.")
                            .padding()
                            .presentationCompactAdaptation(.none)
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Options", systemImage: "sidebar.trailing") {
                        showsInspector.toggle()
                    }
                }
            }
            .inspector(isPresented: $showsInspector) {
                Form {
                    Toggle("Highlight terms", isOn: $highlightTerms)
                    LabeledContent("Entries", value: "\(terms.count)")
                }
                .inspectorColumnWidth(min: 200, ideal: 260, max: 320)
            }
        }
    }
}

#Preview {
    GlossaryPopoverView()
}
