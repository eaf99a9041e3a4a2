/**
 * Exact rational numbers for the generators (small numerators and denominators, kept in lowest terms
 * with a positive denominator). Every operation checks that it stays within safe integers.
 */
export class Rat {
  readonly n: number;
  readonly d: number;

  constructor(n: number, d = 1) {
    if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d === 0) throw new RangeError(`bad rational ${n}/${d}`);
    const g = gcd(Math.abs(n), Math.abs(d)) || 1;
    const s = d < 0 ? -1 : 1;
    this.n = (s * n) / g + 0; // + 0 turns -0 into 0
    this.d = (s * d) / g;
  }

  static of(x: Rat | number, d = 1): Rat {
    if (x instanceof Rat) return d === 1 ? x : x.div(d);
    return new Rat(x, d);
  }

  add(o: Rat | number): Rat {
    const b = Rat.of(o);
    return new Rat(this.n * b.d + b.n * this.d, this.d * b.d);
  }
  sub(o: Rat | number): Rat {
    return this.add(Rat.of(o).neg());
  }
  mul(o: Rat | number): Rat {
    const b = Rat.of(o);
    return new Rat(this.n * b.n, this.d * b.d);
  }
  div(o: Rat | number): Rat {
    const b = Rat.of(o);
    if (b.n === 0) throw new RangeError("division by zero");
    return new Rat(this.n * b.d, this.d * b.n);
  }
  neg(): Rat {
    return new Rat(-this.n, this.d);
  }
  abs(): Rat {
    return new Rat(Math.abs(this.n), this.d);
  }
  pow(k: number): Rat {
    let r = new Rat(1);
    for (let i = 0; i < Math.abs(k); i++) r = r.mul(this);
    return k < 0 ? new Rat(1).div(r) : r;
  }
  isInt(): boolean {
    return this.d === 1;
  }
  sign(): number {
    return Math.sign(this.n);
  }
  eq(o: Rat | number): boolean {
    const b = Rat.of(o);
    return this.n === b.n && this.d === b.d;
  }
  cmp(o: Rat | number): number {
    const b = Rat.of(o);
    return Math.sign(this.n * b.d - b.n * this.d);
  }
  valueOf(): number {
    return this.n / this.d;
  }
  toString(): string {
    return this.d === 1 ? String(this.n) : `${this.n}/${this.d}`;
  }
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export const R = (n: number, d = 1) => new Rat(n, d);

/** True when the fraction's decimal form terminates (denominator of the form 2^a 5^b). */
export function terminates(x: Rat): boolean {
  let d = x.d;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1;
}
