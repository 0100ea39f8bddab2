/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32): the same seed and
 * stream name give the same numbers on every machine. Not for secrets.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** `stream` names an independent sequence, so that one kind of data can change without shifting the others. */
  constructor(seed: number, stream = '') {
    let state = seed >>> 0;
    for (const char of stream) state = Math.imul(state ^ char.charCodeAt(0), 0x9e3779b1) >>> 0;
    const next = () => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    // The first outputs of sfc32 are weakly mixed; skip them.
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** A whole number from 0 to 2^32 - 1. */
  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A number in [0, 1). */
  next(): number {
    return this.uint32() / 4_294_967_296;
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /**
   * An item other than the one at `skip`: the draw `pick` makes from the list without it, without
   * copying the list (a copy per draw made the sample's seed quadratic).
   */
  pickOther<T>(items: readonly T[], skip: number): T {
    const index = Math.floor(this.next() * (items.length - 1));
    const item = items[index < skip ? index : index + 1];
    if (item === undefined || items.length < 2) throw new Error('pick another from a list of fewer than two');
    return item;
  }

  /** An item chosen with the given weights (`[item, weight]` pairs). */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let at = this.next() * total;
    for (const [item, weight] of choices) {
      at -= weight;
      if (at < 0) return item;
    }
    return this.pick(choices)[0];
  }

  /** An index in [0, n) where low indexes are more likely (popular items first). */
  skewed(n: number, power = 2): number {
    return Math.min(n - 1, Math.floor(n * this.next() ** power));
  }

  /** `count` different indexes in [0, n), chosen by `skewed`. */
  distinct(n: number, count: number, power = 2): number[] {
    const chosen = new Set<number>();
    const wanted = Math.min(n, count);
    // Bounded retries: with a strong skew a few tail indexes can be hard to reach.
    for (let tries = 0; chosen.size < wanted && tries < wanted * 20; tries++) chosen.add(this.skewed(n, power));
    return [...chosen];
  }

  /** A version 4 UUID made of this generator's numbers. */
  uuid(): string {
    const hex = Array.from({ length: 4 }, () => this.uint32().toString(16).padStart(8, '0')).join('');
    const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }

  /** `length` characters from `alphabet`. */
  chars(alphabet: string, length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(this.next() * alphabet.length)] ?? '';
    return text;
  }
}
