"""The parts of check_module_graph.py: the table in ARCHITECTURE.md, the
package's description, the imports of its Swift files, the folders its
rows name and the linkage of what `swift build` made."""
