"""The parts of availability_audit.py: the toolchain's symbol graphs, the
build's index store, the guards and `#if` branches in the source, the
language features with OS requirements, and the report."""
