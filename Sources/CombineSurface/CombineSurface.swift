// `import Combine` in scenario code resolves here (`-module-alias Combine=CombineSurface`).
// The publishers come from OpenCombine; the engine adds the pieces that must follow its
// virtual clock (`Timer.publish`), and re-exports both.
@_exported import OpenCombine
@_exported import ViewGraph
