import SwiftUI

struct PhotoFilterView: View {
    @State private var processedImage: Image?
    @State private var filterIntensity = 0.5
    @State private var filterRadius = 3.0
    @State private var showingFilters = false
    @State private var currentFilter = "Sepia"

    var body: some View {
        NavigationStack {
            VStack {
                Spacer()

                if let processedImage {
                    processedImage
                        .resizable()
                        .scaledToFit()
                } else {
                    ContentUnavailableView("No Picture", systemImage: "photo.badge.plus", description: Text("Tap to import a photo"))
                        .onTapGesture {
                            processedImage = Image(systemName: "photo")
                        }
                }

                Spacer()

                HStack {
                    Text("Intensity")
                    Slider(value: $filterIntensity)
                        .onChange(of: filterIntensity, applyProcessing)
                }
                .padding(.vertical)

                HStack {
                    Text("Radius")
                    Slider(value: $filterRadius, in: 0...200)
                        .onChange(of: filterRadius) {
                            applyProcessing()
                        }
                }

                HStack {
                    Button("Change Filter", action: changeFilter)

                    Spacer()

                    if let processedImage {
                        ShareLink(item: processedImage, preview: SharePreview("Filtered image", image: processedImage))
                    }
                }
            }
            .padding([.horizontal, .bottom])
            .navigationTitle("Filters")
            .confirmationDialog("Select a filter", isPresented: $showingFilters) {
                Button("Crystallize") { setFilter("Crystallize") }
                Button("Edges") { setFilter("Edges") }
                Button("Gaussian Blur") { setFilter("Gaussian Blur") }
                Button("Sepia Tone") { setFilter("Sepia") }
                Button("Cancel", role: .cancel) { }
            }
        }
    }

    func changeFilter() {
        showingFilters = true
    }

    func applyProcessing() {
        print("intensity \(filterIntensity), radius \(filterRadius), filter \(currentFilter)")
    }

    func setFilter(_ name: String) {
        currentFilter = name
        applyProcessing()
    }
}
