import Foundation

/// Finds the non-generic types that conform to a protocol, from the Swift runtime's conformance
/// records (the `swift5_protocol_conformances` section of every loaded image, which the runtime lists
/// through `swift_enumerateAllMetadataSections` on ELF platforms). This is the runtime's own index of
/// conformances (what `as?` casts search), read rather than searched type by type, so finding a
/// protocol's conformers costs one pass over the records and touches no other type's metadata.
///
/// Layouts read (Swift ABI, stable since Swift 5): a section entry is a 32-bit relative pointer to a
/// conformance descriptor: {protocol: relative indirectable pointer, type: relative pointer whose kind
/// is in flags bits 3–5, witness table: relative pointer, flags: UInt32}. A context descriptor starts
/// {flags: UInt32 (kind in bits 0–4, generic bit 7), parent: relative indirectable pointer, name: relative
/// pointer}; a type's metadata accessor is the fourth field.
enum ConformanceScan {
    /// Types conforming to the protocol called `protocolName` declared in module `module`.
    static func types(conformingTo protocolName: String, inModule module: String) -> [Any.Type] {
        #if os(Linux)
        var context = ScanContext(protocolName: protocolName, module: module)
        withUnsafeMutablePointer(to: &context) { pointer in
            enumerateSections({ sections, raw in
                let context = raw.assumingMemoryBound(to: ScanContext.self)
                // MetadataSections: version, reserved, next, prev, then (start, length) ranges:
                // protocols, protocol_conformances, …
                let words = UnsafeRawPointer(sections).assumingMemoryBound(to: UInt.self)
                let start = words[6], length = words[7]
                if start != 0, length > 0, let base = UnsafeRawPointer(bitPattern: start) {
                    context.pointee.scan(records: base, count: Int(length) / 4)
                }
                return true
            }, UnsafeMutableRawPointer(pointer))
        }
        return context.found
        #else
        return [] // Mach-O images keep their records elsewhere; SwiftHero runs on Linux.
        #endif
    }

    private struct ScanContext {
        let protocolName: String
        let module: String
        var found: [Any.Type] = []
        var seen: Set<UnsafeRawPointer> = []

        mutating func scan(records: UnsafeRawPointer, count: Int) {
            for index in 0..<count {
                let entry = records + index * 4
                guard let descriptor = relative(entry) else { continue }
                guard let proto = indirectable(descriptor), names(proto, protocolName, module) else { continue }
                let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
                let typeKind = (flags >> 3) & 7
                let typeField = descriptor + 4
                let typeDescriptor: UnsafeRawPointer?
                switch typeKind {
                case 0: typeDescriptor = relative(typeField)
                case 1: typeDescriptor = relative(typeField).flatMap { $0.load(as: UnsafeRawPointer?.self) }
                default: typeDescriptor = nil // Objective-C classes: none on Linux
                }
                guard let typeDescriptor, !seen.contains(typeDescriptor) else { continue }
                seen.insert(typeDescriptor)
                if let type = metadata(of: typeDescriptor) { found.append(type) }
            }
        }

        /// Whether the context descriptor `proto` is a protocol called `name` in a module called `module`.
        private func names(_ proto: UnsafeRawPointer, _ name: String, _ module: String) -> Bool {
            guard let nameField = relative(proto + 8), String(cString: nameField.assumingMemoryBound(to: CChar.self)) == name,
                  let parent = indirectable(proto + 4) else { return false }
            let parentKind = parent.load(as: UInt32.self) & 0x1F
            guard parentKind == 0, let moduleName = relative(parent + 8) else { return false }
            return String(cString: moduleName.assumingMemoryBound(to: CChar.self)) == module
        }

        /// The metadata of a non-generic struct, enum or class, from its accessor (request 0: complete).
        private func metadata(of descriptor: UnsafeRawPointer) -> Any.Type? {
            let flags = descriptor.load(as: UInt32.self)
            let kind = flags & 0x1F, isGeneric = flags & 0x80 != 0
            guard (16...18).contains(kind), !isGeneric, let accessor = relative(descriptor + 12) else { return nil }
            typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
            let function = unsafeBitCast(accessor, to: Accessor.self)
            guard let metadata = function(0) else { return nil }
            return unsafeBitCast(metadata, to: Any.Type.self)
        }
    }
}

/// The address a 32-bit relative pointer at `field` points to, or nil for 0.
private func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.loadUnaligned(as: Int32.self)
    return offset == 0 ? nil : field + Int(offset)
}

/// A relative pointer whose low bit says the target is a pointer to the address (an indirect reference
/// through the GOT, for a descriptor in another image).
private func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.loadUnaligned(as: Int32.self)
    guard offset != 0 else { return nil }
    if offset & 1 == 0 { return field + Int(offset) }
    return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
}

#if os(Linux)
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)
#endif
