/// Gives each chapter of a book its ``Chapter/bookPath``: its path inside its chapters
/// folder, so that `chapters`, `./chapters/`, `/home/ci/book/chapters`, a copy of the
/// folder under another name, or one chapter file named alone, name it alike.
///
/// The paths stay unique in the book, since generated sources and entry symbols are
/// named after them: when two chapters folders hold the same path (`folio test
/// a/chapters b/chapters`), the later chapter keeps the path it was given, or, should
/// even that be taken, the path with a number.
struct BookPaths {
  /// The paths given out so far.
  private var taken: Set<String> = []

  /// The book path of chapter `file` (as given) of the chapters folder `chapters`.
  mutating func claim(_ file: String, in chapters: ResolvedPath) -> String {
    let candidates = [ResolvedPath(file).relative(to: chapters), file].compactMap { $0 }
    let path =
      candidates.first { !taken.contains($0) }
      ?? (2...).lazy.map { "\(file) (\($0))" }.first { !taken.contains($0) }!
    taken.insert(path)
    return path
  }
}
