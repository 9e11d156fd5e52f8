import FolioCore
import Foundation

/// A scratch folder of its own for each build, so two builds at once never share
/// generated sources, objects or run folders. (`package`: the pipeline holds one around a
/// whole check; scratch space, not a service of the toolchain.)
package enum BuildFolder {
  /// Creates `root/build-PID-RANDOM`, first removing folders left there over an hour ago
  /// by builds that were killed before they could clean up.
  package static func create(in root: String) -> String {
    let files = FileManager.default
    let hourAgo = Date().addingTimeInterval(-3600)
    for name in (try? files.contentsOfDirectory(atPath: root)) ?? [] where name.hasPrefix("build-") {
      let path = root + "/" + name
      let modified = (try? files.attributesOfItem(atPath: path))?[.modificationDate] as? Date
      if let modified, modified < hourAgo { try? files.removeItem(atPath: path) }
    }
    let folder = "\(root)/build-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
    try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Removes a build's scratch folder, unless `FOLIO_KEEP_WORK` is set (to read what
  /// the compiler and the scenarios wrote).
  package static func remove(_ folder: String) {
    guard ProcessInfo.processInfo.environment["FOLIO_KEEP_WORK"] == nil else { return }
    try? FileManager.default.removeItem(atPath: folder)
  }
}
