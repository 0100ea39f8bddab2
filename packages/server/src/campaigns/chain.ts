import { createHash } from 'node:crypto';

/** The fields of one recorded decision that its hash covers: the evidence CSV's columns before the hashes. */
export interface DecisionRecord {
  seq: number;
  /** ISO 8601 with milliseconds, UTC. */
  decided_at: string;
  /** The approver's user name when deciding. */
  approver: string;
  /** The first characters of the approval id (APPROVAL_PREFIX_LENGTH), never the whole credential. */
  approval: string;
  /** The user under review (their name). */
  user: string;
  application: string;
  entitlement_type: string;
  entitlement_name: string;
  action: 'approve' | 'revoke';
}

export interface ChainedRecord extends DecisionRecord {
  prev_hash: string;
  hash: string;
}

/** How much of an approval id the log keeps: enough to tell approvals apart, too little to use one. */
export const APPROVAL_PREFIX_LENGTH = 8;

/** The hash of an empty chain (and the `prev_hash` of its first record). */
export const CHAIN_START = '';

/** The record as hashed: its fields in a fixed order, as JSON (so a value cannot pass for a separator). */
const canonical = (record: DecisionRecord): string =>
  JSON.stringify([
    record.seq,
    record.decided_at,
    record.approver,
    record.approval,
    record.user,
    record.application,
    record.entitlement_type,
    record.entitlement_name,
    record.action,
  ]);

/** SHA-256 (hex) over the previous record's hash and this record's canonical JSON. */
export const recordHash = (prevHash: string, record: DecisionRecord): string =>
  createHash('sha256').update(prevHash).update(canonical(record)).digest('hex');

/** Chains `records` (in order) after `head`: each gets the previous hash and its own. */
export function chainRecords(head: string, records: readonly DecisionRecord[]): ChainedRecord[] {
  let prev = head;
  return records.map((record) => {
    const hash = recordHash(prev, record);
    const chained = { ...record, prev_hash: prev, hash };
    prev = hash;
    return chained;
  });
}

export type ChainCheck = { ok: true; head: string } | { ok: false; seq: number; reason: string };

/**
 * Checks a campaign's whole log, in order: sequence numbers 1, 2, 3..., each record's previous
 * hash the hash before it, and each hash recomputed from its fields. Changing, removing or
 * reordering a record is found at the first record it breaks.
 */
export function verifyChain(rows: readonly ChainedRecord[]): ChainCheck {
  let prev = CHAIN_START;
  for (const [index, row] of rows.entries()) {
    if (row.seq !== index + 1) return { ok: false, seq: row.seq, reason: `sequence ${String(index + 1)} expected` };
    if (row.prev_hash !== prev) return { ok: false, seq: row.seq, reason: 'the previous hash does not match' };
    if (recordHash(prev, row) !== row.hash) return { ok: false, seq: row.seq, reason: 'the hash does not match the fields' };
    prev = row.hash;
  }
  return { ok: true, head: prev };
}
