import SwiftUI

enum LoadingState<Value> {
    case idle
    case loading
    case failed(Error)
    case loaded(Value)
}

protocol LoadableObject: ObservableObject {
    associatedtype Output
    var state: LoadingState<Output> { get }
    func load()
}

struct ErrorView: View {
    let error: Error
    let retryHandler: () -> Void

    var body: some View {
        VStack {
            Text(error.localizedDescription)
            Button("Retry", action: retryHandler)
        }
    }
}

struct AsyncContentView<Source: LoadableObject, Content: View>: View {
    @ObservedObject var source: Source
    var content: (Source.Output) -> Content

    init(source: Source, @ViewBuilder content: @escaping (Source.Output) -> Content) {
        self.source = source
        self.content = content
    }

    var body: some View {
        switch source.state {
        case .idle:
            Color.clear.onAppear(perform: source.load)
        case .loading:
            ProgressView()
        case .failed(let error):
            ErrorView(error: error, retryHandler: source.load)
        case .loaded(let output):
            content(output)
        }
    }
}

struct Article {
    var title: String
    var body: String
}

final class ArticleLoader: LoadableObject {
    @Published private(set) var state = LoadingState<Article>.idle

    func load() {
        state = .loading
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            self.state = .loaded(Article(title: "Composition", body: "Small views compose."))
        }
    }
}

struct ArticleScreen: View {
    @StateObject private var loader = ArticleLoader()

    var body: some View {
        AsyncContentView(source: loader) { article in
            ScrollView {
                VStack(alignment: .leading) {
                    Text(article.title).font(.title)
                    Text(article.body)
                }
                .padding()
            }
        }
    }
}
