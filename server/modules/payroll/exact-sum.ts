/**
 * A sum of fractions of cents kept exact (BigInt numerator and denominator), so an amount made
 * of many spans and weeks at different regular rates is rounded once, at the end (README
 * "Money"). Non-negative amounts only.
 */
export class ExactSum {
  #n = 0n;
  #d = 1n;

  /** Adds n / d cents (d > 0). */
  add(n: bigint | number, d: bigint | number = 1n): this {
    const [bn, bd] = [BigInt(n), BigInt(d)];
    if (bn === 0n) return this;
    this.#n = this.#n * bd + bn * this.#d;
    this.#d *= bd;
    const divisor = gcd(this.#n, this.#d);
    if (divisor > 1n) {
      this.#n /= divisor;
      this.#d /= divisor;
    }
    return this;
  }

  addSum(other: ExactSum): this {
    return this.add(other.#n, other.#d);
  }

  /** Whole cents, rounded half up. */
  cents(): number {
    return Number((2n * this.#n + this.#d) / (2n * this.#d));
  }

  /** This sum over a divisor, rounded half up (0 when the divisor is 0). */
  centsOver(divisor: bigint | number): number {
    const by = BigInt(divisor);
    if (by === 0n) return 0;
    return Number((2n * this.#n + this.#d * by) / (2n * this.#d * by));
  }

  get isZero(): boolean {
    return this.#n === 0n;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
