/// Gives each chapter of a book its ``Chapter/bookPath``: its path from its book's root,
/// so that `chapters`, `./chapters` and `/home/ci/book/chapters` name its chapters alike.
///
/// The paths stay unique in the book, since generated sources and entry symbols are
/// named after them: when two roots hold the same path (`folio test a/chapters
/// b/chapters`), the later chapter keeps the path it was given, or, should even that be
/// taken, the path with a number.
struct BookPaths {
  /// The paths given out so far.
  private var taken: Set<String> = []

  /// The book path of chapter `file` (as given) of the book whose root is `root`.
  mutating func claim(_ file: String, root: ResolvedPath) -> String {
    let candidates = [ResolvedPath(file).relative(to: root), file].compactMap { $0 }
    let path =
      candidates.first { !taken.contains($0) }
      ?? (2...).lazy.map { "\(file) (\($0))" }.first { !taken.contains($0) }!
    taken.insert(path)
    return path
  }
}
