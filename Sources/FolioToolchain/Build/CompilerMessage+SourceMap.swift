import FolioCore

extension CompilerMessage {
  /// The errors among `messages` as Folio errors in the chapter; an error outside the
  /// chapter's blocks (the generated entry point, the linker) is placed at `fallback`.
  static func errors(_ messages: [CompilerMessage], sourceMap: SourceMap, fallback: SourceLocation)
    -> [FolioError]
  {
    messages.filter { $0.severity == "error" }.map { message in
      .compileError(message.location.flatMap(sourceMap.chapterLocation) ?? fallback, message: message.message)
    }
  }
}
