import FolioCore
import FolioToolchain
import Foundation
import ScenarioWire

/// Writes what folio would compile for a book, for `folio sources` and `make bench`: the
/// benchmark measures folio against the floor (one swiftc invocation for every scenario
/// as one module) and against a naive tool (each scenario its own executable, built and
/// run one after another), with exactly folio's sources and flags.
///
/// Layout of the output folder:
/// - `swiftc`: the compiler's path.
/// - `floor.args`: swiftc's arguments, one per line, compiling every scenario with a
///   transcript as one module (their file-scoped sources, see ``FileScopedSource``).
/// - `scenarios/NNN/`: one folder per scenario with a transcript, holding
///   `program.swift` and `naive.args` (an executable as swiftc alone builds it, path in
///   `naive.exe`), `library.swift` and `module.args` (the module folio compiles when
///   that scenario changed alone), `requests/MMM.json` (one per transcript: run as
///   `EXECUTABLE < REQUEST`; without an events descriptor it only prints), and
///   `info.json` (chapter, line, name, and `editLine`: a
///   chapter line in the scenario's first block where appending ` // edit` is safe).
public struct SourcesExport: Sendable {
  /// The book's chapter files or folders.
  var paths: [String]
  /// The output folder.
  var output: String
  /// swiftc's module cache, as folio's builds use it.
  var moduleCacheDirectory: String

  /// Creates an export; swiftc's module cache is the book's (``BookWorkspace``) unless given.
  public init(paths: [String], output: String, moduleCacheDirectory: String? = nil) {
    self.paths = paths
    self.output = output
    self.moduleCacheDirectory = moduleCacheDirectory ?? BookWorkspace(paths: paths).moduleCacheDirectory
  }

  /// Writes the folder; returns how many scenarios it holds and how many of them the
  /// floor module could not include (compiled alone by folio too).
  ///
  /// - Throws: ``Failure`` when the output folder is not folio's to replace
  ///   (``OutputFolder``, checked before anything else), the book has errors, the engine
  ///   cannot be found, or a file cannot be written.
  public func write() throws(Failure) -> (scenarios: Int, outsideFloor: Int) {
    do {
      try checkOutput()
    } catch {
      throw Failure(diagnostics: [Diagnostic(error)])
    }
    let loaded = BookLoader().load(paths)
    let contents = loaded.book.chapters.map(ScenarioExtractor.extract)
    let errors = (loaded.diagnostics + contents.flatMap(\.diagnostics)).filter { $0.severity == .error }
    guard errors.isEmpty else { throw Failure(diagnostics: errors) }
    do throws(ToolFailure) {
      return try write(contents)
    } catch {
      throw Failure(diagnostics: [], toolFailure: error)
    }
  }

  /// Why the sources could not be written.
  public struct Failure: Error {
    /// The book's errors, or the refused output folder.
    public var diagnostics: [Diagnostic]
    /// What kept folio from writing them, when it was not the book.
    public var toolFailure: ToolFailure?

    /// Creates a failure.
    init(diagnostics: [Diagnostic], toolFailure: ToolFailure? = nil) {
      self.diagnostics = diagnostics
      self.toolFailure = toolFailure
    }
  }

  /// Throws unless replacing ``output`` can lose nothing (``OutputFolder``): the
  /// command line calls it before anything else, and ``write()`` does too.
  public func checkOutput() throws(FolioError) {
    let workspace = BookWorkspace(paths: paths)
    try OutputFolder(output, writer: .sources).check(
      chapters: paths, cacheDirectory: workspace.cacheDirectory,
      workDirectory: workspace.workDirectory, moduleCacheDirectory: moduleCacheDirectory)
  }

  private func write(_ contents: [ExtractedChapter]) throws(ToolFailure) -> (scenarios: Int, outsideFloor: Int) {
    let engine = try EngineLocation.discover()
    let out = absolute(output)
    let moduleCache = absolute(moduleCacheDirectory)
    try? FileManager.default.removeItem(atPath: out)
    try make(out + "/floor")
    // Marked first: a run cut short leaves a folder the next run may replace.
    try save(OutputFolder.Writer.sources.markerContents, to: out + "/" + OutputFolder.Writer.sources.marker)
    try save(engine.swiftc, to: out + "/swiftc")
    var floorSources: [String] = []
    var outside = 0
    var number = 0
    for chapter in contents {
      for scenario in chapter.scenarios {
        let transcripts = scenario.transcripts
        guard !transcripts.isEmpty else { continue }
        number += 1
        let folder = out + "/scenarios/" + String(format: "%03d", number)
        try make(folder + "/requests")
        try save(ScenarioSource.program(for: scenario), to: folder + "/program.swift")
        try save(ScenarioSource.library(for: scenario), to: folder + "/library.swift")
        let naiveArguments =
          engine.linkArguments(
            source: folder + "/program.swift", output: folder + "/scenario", program: scenario.isProgram)
          + ["-module-cache-path", moduleCache]
        try save(lines(naiveArguments), to: folder + "/naive.args")
        try save(folder + "/scenario", to: folder + "/naive.exe")
        // A program's library is its main.swift, compiled with its entry point renamed.
        let moduleArguments =
          scenario.isProgram
          ? engine.programArguments(
            source: folder + "/library.swift", object: folder + "/module.o", moduleCache: moduleCache,
            entry: ScenarioSource.entrySymbol(for: scenario))
          : engine.moduleArguments(
            sources: [folder + "/library.swift"], object: folder + "/module.o", moduleCache: moduleCache)
        try save(lines(moduleArguments), to: folder + "/module.args")
        for (index, transcript) in transcripts.enumerated() {
          let request = ScenarioRequest(
            actions: transcript.actions, maxOutputLines: ScenarioRunner.defaultMaxOutputLines,
            boundary: "folio-sources")
          let path = folder + "/requests/" + String(format: "%03d", index + 1) + ".json"
          do {
            try JSONEncoder().encode(request).write(to: URL(fileURLWithPath: path))
          } catch {
            throw ToolFailure("cannot write \(path)")
          }
        }
        let info: [String: Any] = [
          "chapter": scenario.chapterPath, "line": scenario.location.line, "name": scenario.name,
          "editLine": editLine(scenario),
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: info, options: [.sortedKeys]) else { continue }
        try save(String(decoding: data, as: UTF8.self), to: folder + "/info.json")
        if let fileScoped = ScenarioSource.fileScopedLibrary(
          for: scenario, symbol: ScenarioSource.entrySymbol(for: scenario))
        {
          let path = out + "/floor/scenario\(number).swift"
          try save(fileScoped, to: path)
          floorSources.append(path)
        } else {
          outside += 1
        }
      }
    }
    try save(
      lines(engine.moduleArguments(sources: floorSources, object: out + "/floor/module.o", moduleCache: moduleCache)),
      to: out + "/floor.args")
    return (number, outside)
  }

  /// The chapter line of the last line of the scenario's first block that is a lone
  /// closing brace: a comment appended there changes the source and nothing else.
  private func editLine(_ scenario: Scenario) -> Int {
    guard let block = scenario.blocks.first else { return scenario.location.line }
    let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false)
    let offset = lines.lastIndex { $0.trimmingCharacters(in: .whitespaces) == "}" } ?? 0
    return block.location.line + offset
  }

  private func lines(_ arguments: [String]) -> String { arguments.joined(separator: "\n") + "\n" }

  private func make(_ folder: String) throws(ToolFailure) {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw ToolFailure("cannot create \(folder)")
    }
  }

  private func save(_ text: String, to path: String) throws(ToolFailure) {
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw ToolFailure("cannot write \(path)")
    }
  }

  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}
