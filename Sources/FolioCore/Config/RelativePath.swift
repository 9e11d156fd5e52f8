/// Relative paths between absolute, resolved folders.
public enum RelativePath {
  /// The path that leads from folder `from` to `to` (`.` when they are one).
  public static func from(_ from: String, to: String) -> String {
    let source = from.split(separator: "/")
    let target = to.split(separator: "/")
    var common = 0
    while common < source.count, common < target.count, source[common] == target[common] { common += 1 }
    let parts = Array(repeating: "..", count: source.count - common) + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}

extension RelativePath {
  /// An absolute path with `.` and `..` worked out as written, no link followed.
  public static func normalised(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
