import SwiftUI

enum Route: Hashable {
    case category(String)
    case item(String, Int)
    case checkout
}

struct RouterRootView: View {
    @State private var path = NavigationPath()

    private let categories = ["Coffee", "Tea", "Pastries"]

    var body: some View {
        NavigationStack(path: $path) {
            List(categories, id: \.self) { category in
                NavigationLink(category, value: Route.category(category))
            }
            .navigationTitle("Menu")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .category(let name):
                    List(1...4, id: \.self) { number in
                        NavigationLink("\(name) #\(number)", value: Route.item(name, number))
                    }
                    .navigationTitle(name)
                case .item(let name, let number):
                    VStack(spacing: 16) {
                        Text("\(name) #\(number)")
                            .font(.title)
                        Button("Add and Check Out") {
                            path.append(Route.checkout)
                        }
                        .buttonStyle(.borderedProminent)
                    }
                case .checkout:
                    VStack(spacing: 16) {
                        Text("Order placed!")
                            .font(.title)
                        Text("Screens on the stack: \(path.count)")
                        Button("Back to Menu") {
                            path.removeLast(path.count)
                        }
                        Button("Back One Step") {
                            path.removeLast()
                        }
                    }
                    .navigationBarBackButtonHidden()
                }
            }
        }
    }
}

#Preview {
    RouterRootView()
}
