// Vectors are stored as raw little-endian float32 bytes: a tenth of the size of a
// real[] literal and read back without parsing.
export const vectorToBytes = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);

/** A copy, since a driver's Buffer may start at an offset a Float32Array cannot view. */
export const bytesToVector = (bytes: Uint8Array) => new Float32Array(Uint8Array.from(bytes).buffer);
