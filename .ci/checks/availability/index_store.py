"""References in the build's index store (.build/debug/index/store), read
through the toolchain's libIndexStore: every reference the compiler
resolved, by USR and file:line:col, implicit ones included."""

from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass

from availability.common import AuditError

ROLE_DECLARATION, ROLE_DEFINITION, ROLE_REFERENCE, ROLE_IMPLICIT = 1, 2, 4, 256
DEPENDENCY_RECORD = 2


class _Str(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def s(self) -> str:
        return ctypes.string_at(self.data, self.length).decode("utf-8", "replace") if self.length else ""


_VP, _CP = ctypes.c_void_p, ctypes.c_char_p
_UNIT_CB = ctypes.CFUNCTYPE(ctypes.c_bool, _VP, _Str)
_DEP_CB = ctypes.CFUNCTYPE(ctypes.c_bool, _VP, _VP)
_OCC_CB = ctypes.CFUNCTYPE(ctypes.c_bool, _VP, _VP)


@dataclass
class Occurrence:
    file: str  # absolute path
    line: int
    col: int
    usr: str
    name: str
    implicit: bool


def read_index(bin_dir: str, store_path: str, wanted: set[str]) -> tuple[list[Occurrence], dict[str, float]]:
    """References in the newest unit of each wanted source file, and that unit's time."""
    lib = _load(bin_dir)
    err = _VP()
    store = lib.indexstore_store_create(store_path.encode(), ctypes.byref(err))
    if not store:
        raise AuditError(f"cannot open the index store {store_path}")
    units: list[str] = []
    ucb = _UNIT_CB(lambda _ctx, name: units.append(name.s()) or True)
    lib.indexstore_store_units_apply_f(store, 0, None, ucb)
    newest: dict[str, tuple[float, str]] = {}  # main file -> (mtime, record name)
    for unit in units:
        found = _unit_record(lib, store, unit, wanted)
        if found:
            main, t, record = found
            if main not in newest or newest[main][0] < t:
                newest[main] = (t, record)
    occs: list[Occurrence] = []
    for main, (_t, record) in newest.items():
        occs += _references(lib, store, main, record)
    return occs, {m: t for m, (t, _r) in newest.items()}


def _load(bin_dir: str) -> ctypes.CDLL:
    """libIndexStore with the signatures of the functions the audit calls."""
    lib = ctypes.CDLL(os.path.join(bin_dir, "..", "lib", "libIndexStore.so"))
    vp, cp = _VP, _CP
    lib.indexstore_store_create.restype = vp
    lib.indexstore_store_create.argtypes = [cp, ctypes.POINTER(vp)]
    lib.indexstore_store_units_apply_f.argtypes = [vp, ctypes.c_uint, vp, _UNIT_CB]
    lib.indexstore_unit_reader_create.restype = vp
    lib.indexstore_unit_reader_create.argtypes = [vp, cp, ctypes.POINTER(vp)]
    lib.indexstore_unit_reader_dispose.argtypes = [vp]
    lib.indexstore_unit_reader_has_main_file.restype = ctypes.c_bool
    lib.indexstore_unit_reader_has_main_file.argtypes = [vp]
    lib.indexstore_unit_reader_get_modification_time.argtypes = [
        vp, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]
    lib.indexstore_unit_reader_dependencies_apply_f.argtypes = [vp, vp, _DEP_CB]
    lib.indexstore_unit_dependency_get_kind.restype = ctypes.c_int
    lib.indexstore_unit_dependency_get_kind.argtypes = [vp]
    lib.indexstore_record_reader_create.restype = vp
    lib.indexstore_record_reader_create.argtypes = [vp, cp, ctypes.POINTER(vp)]
    lib.indexstore_record_reader_dispose.argtypes = [vp]
    lib.indexstore_record_reader_occurrences_apply_f.argtypes = [vp, vp, _OCC_CB]
    lib.indexstore_occurrence_get_symbol.restype = vp
    lib.indexstore_occurrence_get_symbol.argtypes = [vp]
    lib.indexstore_occurrence_get_roles.restype = ctypes.c_uint64
    lib.indexstore_occurrence_get_roles.argtypes = [vp]
    lib.indexstore_occurrence_get_line_col.argtypes = [
        vp, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]
    for name in ("unit_reader_get_main_file", "unit_reader_get_module_name", "unit_dependency_get_filepath",
                 "unit_dependency_get_name", "symbol_get_usr", "symbol_get_name"):
        f = getattr(lib, f"indexstore_{name}")
        f.restype, f.argtypes = _Str, [vp]
    return lib


def _unit_record(lib, store, unit: str, wanted: set[str]) -> tuple[str, float, str] | None:
    """(main file, modification time, its record) of a unit whose main file is wanted."""
    err = _VP()
    reader = lib.indexstore_unit_reader_create(store, unit.encode(), ctypes.byref(err))
    if not reader:
        return None
    try:
        if not lib.indexstore_unit_reader_has_main_file(reader):
            return None
        main = os.path.realpath(lib.indexstore_unit_reader_get_main_file(reader).s())
        if main not in wanted:
            return None
        sec, nsec = ctypes.c_int64(), ctypes.c_int64()
        lib.indexstore_unit_reader_get_modification_time(reader, ctypes.byref(sec), ctypes.byref(nsec))
        records: list[str] = []

        def dep(_ctx, d):
            if lib.indexstore_unit_dependency_get_kind(d) == DEPENDENCY_RECORD:
                if os.path.realpath(lib.indexstore_unit_dependency_get_filepath(d).s()) == main:
                    records.append(lib.indexstore_unit_dependency_get_name(d).s())
            return True

        dcb = _DEP_CB(dep)
        lib.indexstore_unit_reader_dependencies_apply_f(reader, None, dcb)
        return (main, sec.value + nsec.value / 1e9, records[0]) if records else None
    finally:
        lib.indexstore_unit_reader_dispose(reader)


def _references(lib, store, main: str, record: str) -> list[Occurrence]:
    """The references (not declarations or definitions) in one record."""
    err = _VP()
    rr = lib.indexstore_record_reader_create(store, record.encode(), ctypes.byref(err))
    if not rr:
        return []
    occs: list[Occurrence] = []
    line, col = ctypes.c_uint(), ctypes.c_uint()

    def occ(_ctx, o):
        roles = lib.indexstore_occurrence_get_roles(o)
        if roles & ROLE_REFERENCE and not roles & (ROLE_DECLARATION | ROLE_DEFINITION):
            sym = lib.indexstore_occurrence_get_symbol(o)
            lib.indexstore_occurrence_get_line_col(o, ctypes.byref(line), ctypes.byref(col))
            occs.append(Occurrence(main, line.value, col.value,
                                   lib.indexstore_symbol_get_usr(sym).s(),
                                   lib.indexstore_symbol_get_name(sym).s(),
                                   bool(roles & ROLE_IMPLICIT)))
        return True

    ocb = _OCC_CB(occ)
    lib.indexstore_record_reader_occurrences_apply_f(rr, None, ocb)
    lib.indexstore_record_reader_dispose(rr)
    return occs

