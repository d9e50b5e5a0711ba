// How many password checks (a login's verify, a registration's hash) may run at once in this
// process: per client address and in total. Checked before any hashing starts, so a flood of
// logins is refused in microseconds (429) instead of queueing CPU-heavy work that would delay
// every other visitor. Counted in memory: what it protects is this process's CPU.

export interface PasswordCheckCaps {
  perAddress: number;
  total: number;
}

export type GateEntry = { admitted: true; release(): void } | { admitted: false; reason: 'address' | 'total' };

export class PasswordCheckGate {
  private running = 0;
  private readonly perAddress = new Map<string, number>();

  constructor(private readonly caps: PasswordCheckCaps) {}

  /** A slot for one check from `address`, or why there is none. Call release() when the check is over. */
  tryEnter(address: string): GateEntry {
    const mine = this.perAddress.get(address) ?? 0;
    if (mine >= this.caps.perAddress) return { admitted: false, reason: 'address' };
    if (this.running >= this.caps.total) return { admitted: false, reason: 'total' };
    this.running += 1;
    this.perAddress.set(address, mine + 1);
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        this.running -= 1;
        const left = (this.perAddress.get(address) ?? 1) - 1;
        if (left > 0) this.perAddress.set(address, left);
        else this.perAddress.delete(address);
      },
    };
  }

  /** Why `tryEnter(address)` would refuse now, or null if it would admit: a look, nothing taken. */
  wouldRefuse(address: string): 'address' | 'total' | null {
    if ((this.perAddress.get(address) ?? 0) >= this.caps.perAddress) return 'address';
    return this.running >= this.caps.total ? 'total' : null;
  }

  get inFlight(): number {
    return this.running;
  }

  get addressesTracked(): number {
    return this.perAddress.size;
  }
}
