/// This folio's version, written here only: `folio --version` prints it and
/// `make dist` names its tarball after it.
public enum FolioVersion {
  /// The release, as CHANGELOG.md's sections name them.
  static let number = "0.1.0"

  /// The Swift compiler this folio was built with, to the minor version. An installed
  /// folio compiles chapters with the `swiftc` it finds, which must be this one
  /// (the engine's modules are that compiler's).
  static let compiler: String = {
    #if compiler(>=6.4)
      return "6.4 or later"
    #elseif compiler(>=6.3)
      return "6.3"
    #elseif compiler(>=6.2)
      return "6.2"
    #elseif compiler(>=6.1)
      return "6.1"
    #else
      return "older than 6.1"
    #endif
  }()

  /// What `folio --version` prints: `folio 0.1.0 (Swift 6.3)`.
  public static var description: String { "folio \(number) (Swift \(compiler))" }
}
