import FolioCore

/// The book `folio init` writes: a configuration, a landing page, one SwiftUI chapter
/// and one plain-Swift chapter, each with a transcript that passes as written, and a
/// `.gitignore` for what folio writes. Every path is relative to the new book's folder.
enum BookTemplate {
  /// Each file's path in the book and its contents, in the order they are written.
  static let files: [(path: String, contents: String)] = [
    ("folio.toml", config),
    ("chapters/index.md", landingPage),
    ("chapters/01-counter.md", swiftUIChapter),
    ("chapters/02-plain-swift.md", plainSwiftChapter),
    (".gitignore", gitignore),
  ]

  /// The book's settings (read by the configuration's parser).
  static let config = #"""
    [book]
    title = "My Book"
    authors = ["Your Name"]
    description = "A book whose Swift examples are compiled and run while it is built."
    language = "en"
    chapters = "chapters"

    [site]
    out = "site"

    """#

  /// What folio writes into a book's folder: its workspace and the site.
  static let gitignore = """
    /\(BookWorkspace.folderName)/
    /site/

    """

  /// `chapters/index.md`, the first page a reader sees.
  static let landingPage = #"""
    # My Book

    Every example in this book is compiled and run while the book is built, and what it
    prints is compared with what the book says it prints. The site is written only when
    they all agree.

    - [A button that counts](01-counter.html): a SwiftUI view, tapped.
    - [Plain Swift](02-plain-swift.html): a program and its output.

    `folio build` checks every example and writes the site; `folio test` only checks.

    """#

  /// A SwiftUI chapter: a view, and a transcript that taps it.
  static let swiftUIChapter = #"""
    # A button that counts

    A scenario is Swift code in blocks marked `swift scenario=NAME`. This one is a view.

    ```swift scenario=counter
    import SwiftUI

    struct Counter: View {
        @State private var count = 0

        var body: some View {
            VStack {
                Text("Taps: \(count)")
                Button("Add one") {
                    count += 1
                    print("count is now \(count)")
                }
            }
        }
    }
    ```

    A transcript runs it from a fresh start. Lines starting with `>` are what the reader
    does; the lines under each are what the view printed because of it, and `screen`
    prints what is on screen.

    ```transcript scenario=counter
    > tap "Add one"
    count is now 1
    > screen
    VStack
      Text "Taps: 1"
      Button "Add one"
    ```

    Change a line of the transcript and run `folio test`: it fails at that line, with a
    diff. `folio test --update` writes the real output back.

    """#

  /// A plain-Swift chapter: a program, and its output as the transcript.
  static let plainSwiftChapter = #"""
    # Plain Swift

    A scenario with no view and top-level statements is a program, run as a
    `main.swift`; its transcript is everything it prints.

    ```swift scenario=fizzbuzz
    for number in 1...5 {
        print(number % 3 == 0 ? "Fizz" : String(number))
    }
    ```

    ```transcript scenario=fizzbuzz
    1
    2
    Fizz
    4
    5
    ```

    A line starting with `#- ` in a `swift` block is compiled but not shown:

    ```swift scenario=total
    #- let prices = [3, 4, 5]
    print(prices.reduce(0, +))
    ```

    ```transcript scenario=total
    12
    ```

    """#
}
