import FolioCore
import Foundation

/// The swift-frontend arguments folio agrees to run from a stored plan
/// (``FrontendCommand``): those swiftc's driver plans for a scenario module, and
/// nothing else.
///
/// A plan read from the cache is a command line someone else may have written. Through
/// swift-frontend's options it could load a compiler plugin (a program or a library of
/// its choosing), pass options to clang or LLVM that load libraries, read modules or a
/// standard library from anywhere, or write diagnostics, modules or indexes over any
/// file (a relative path lands in the book). So each option must be one of a short list
/// (the only plugin program is the engine's own, at the path folio names),
/// with a value of the expected shape, and every path must be inside the toolchain, the
/// engine or the module cache (the working folder may only be named as the debug
/// information's compilation folder). A newer driver planning other options is not
/// allowed either: folio then runs swiftc, as it does when there is no plan.
struct FrontendPlanPolicy {
  /// The compiler and the engine the plan is for.
  var engine: EngineLocation
  /// The module cache the plan may name.
  var moduleCache: String
  /// The folder folio runs in, which the driver names for debug information.
  var workingDirectory: String
  /// The placeholders for the sources and the object.
  var input: String
  var output: String

  /// Options with no value.
  static let switches: Set<String> = [
    "-frontend", "-c", "-g", "-disable-objc-interop", "-color-diagnostics", "-no-color-diagnostics",
    "-empty-abi-descriptor", "-enable-anonymous-context-mangled-names", "-no-auto-bridging-header-chaining",
    "-parse-as-library", "-debug-info-format=dwarf",
  ]

  /// Whether swift-frontend may be run with `template`.
  func allows(_ template: [String]) -> Bool {
    guard template.first == "-frontend", template.count(where: { $0 == input }) == 1,
      template.count(where: { $0 == output }) == 1
    else { return false }
    var index = 0
    while index < template.count {
      let option = template[index]
      if option == input || Self.switches.contains(option) || isDwarfVersion(option) {
        index += 1
        continue
      }
      guard index + 1 < template.count, allows(option, template[index + 1]) else { return false }
      index += 2
    }
    return true
  }

  /// Whether `option` followed by `value` is allowed.
  private func allows(_ option: String, _ value: String) -> Bool {
    switch option {
    case "-target": return value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_.-".contains($0)) }
    case "-swift-version": return !value.isEmpty && value.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    case "-enable-upcoming-feature", "-module-name": return isIdentifier(value)
    case "-module-alias":
      let names = value.split(separator: "=", omittingEmptySubsequences: false)
      return names.count == 2 && names.allSatisfy { isIdentifier(String($0)) }
    case "-I": return value.isInside(engine.directory)
    case "-module-cache-path": return value == moduleCache
    case "-file-compilation-dir": return value == workingDirectory
    case "-plugin-path", "-in-process-plugin-server-path": return value.isInside(engine.toolchainRoot)
    // The engine's own macro plugin, exactly as ``EngineLocation/pluginFlags`` names it.
    case "-load-plugin-executable": return value == engine.pluginFlags.last
    case "-o": return value == output
    case "-Xcc":
      if value == "-fno-color-diagnostics" || value == "-fcolor-diagnostics" { return true }
      let mapFile = "-fmodule-map-file="
      return value.hasPrefix(mapFile) && String(value.dropFirst(mapFile.count)).isInside(engine.directory)
    default: return false
    }
  }

  private func isDwarfVersion(_ option: String) -> Bool {
    let prefix = "-dwarf-version="
    return option.hasPrefix(prefix) && option.count > prefix.count
      && option.dropFirst(prefix.count).allSatisfy { $0.isASCII && $0.isNumber }
  }

  private func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }
}

extension String {
  /// Whether this absolute path is `folder` or inside it, with no `..` or `.` step and no
  /// doubled slash that could lead out of it.
  fileprivate func isInside(_ folder: String) -> Bool {
    guard hasPrefix("/"), folder.hasPrefix("/") else { return false }
    let steps = split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    guard !steps.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else { return false }
    let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return self == root || hasPrefix(root + "/")
  }
}
