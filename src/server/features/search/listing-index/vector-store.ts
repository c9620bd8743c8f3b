// Float32 vectors of one length side by side, scored against a query by plain dot products.

export class VectorStore {
  private capacity = 0;
  /** The vectors held, `dimensions` floats each, by position. Growing makes a new array: read it after `ensure`. */
  vectors = new Float32Array(0);
  private scores = new Float32Array(0);

  constructor(
    readonly dimensions: number,
    capacity: number,
  ) {
    this.ensure(capacity);
  }

  get size(): number {
    return this.capacity;
  }

  /** Room for at least `count` vectors; those held stay. */
  ensure(count: number): void {
    if (count <= this.capacity) return;
    this.capacity = Math.max(count, this.capacity * 2);
    const vectors = new Float32Array(this.capacity * this.dimensions);
    vectors.set(this.vectors);
    this.vectors = vectors;
    this.scores = new Float32Array(this.capacity);
  }

  /** The dot products of the query with the `count` vectors from position `from`: a view the next call overwrites. */
  dots(query: Float32Array, from: number, count: number): Float32Array {
    if (from < 0 || count < 0 || from + count > this.capacity)
      throw new RangeError(`vectors ${from} to ${from + count} of ${this.capacity}`);
    const { scores } = this;
    for (let i = 0; i < count; i++) scores[i] = this.dot(query, from + i);
    return scores.subarray(0, count);
  }

  /** The dot products of the query with the vectors at the positions given, in their order: a view the next call overwrites. */
  dotsAt(query: Float32Array, positions: readonly number[]): Float32Array {
    const { scores } = this;
    for (let i = 0; i < positions.length; i++) scores[i] = this.dot(query, positions[i] as number);
    return scores.subarray(0, positions.length);
  }

  private dot(query: Float32Array, position: number): number {
    const { vectors, dimensions } = this;
    // Four sums at a time, so each addition need not wait for the one before (about twice as fast as one sum).
    const whole = dimensions & ~3;
    let at = position * dimensions;
    let a = 0;
    let b = 0;
    let c = 0;
    let e = 0;
    let d = 0;
    for (; d < whole; d += 4, at += 4) {
      a += (vectors[at] as number) * (query[d] as number);
      b += (vectors[at + 1] as number) * (query[d + 1] as number);
      c += (vectors[at + 2] as number) * (query[d + 2] as number);
      e += (vectors[at + 3] as number) * (query[d + 3] as number);
    }
    for (; d < dimensions; d++, at++) a += (vectors[at] as number) * (query[d] as number);
    return a + b + c + e;
  }
}
