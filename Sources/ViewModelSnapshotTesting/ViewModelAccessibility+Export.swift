// A test target that writes `import ViewModelSnapshotTesting` has the
// accessibility audit and rendering it asserts with, as README shows,
// without naming the module they live in.
@_exported public import ViewModelAccessibility
