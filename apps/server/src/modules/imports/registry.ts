import type { ImportGroup } from '@focal/contracts';
import type { Db } from '../../db/client.ts';

/**
 * The kinds of data a new company can import from another company of its account.
 *
 * Adding a kind is ONE call, `registerImportKind({...})`, in ./kinds.ts (SQL in the feature's repo):
 *
 *   registerImportKind({
 *     type: 'CLIENTS', group: { key: 'CLIENTS', label: 'Clients' }, label: 'Clients', order: 100,
 *     ...copyRows({ count, page, key, write }),   // ./copy-rows.ts: batches, idempotent, resumable
 *   });
 *
 * The import modal's checkbox groups, the validation of `types` and the worker all read this list.
 */

export type ImportContext = {
  db: Db;
  taskId: string;
  /** The kind being copied. */
  type: string;
  sourceCompanyId: string;
  targetCompanyId: string;
  /** Set when the process stops: the kind returns between two batches (see copy-rows.ts). */
  signal: AbortSignal;
  /** A pause between two batches (FOCAL_IMPORT_BATCH_PAUSE_MS; tests catch an import midway). */
  batchPauseMs: number;
};

export type ImportKind = {
  /** The value in `toImportData.types`. */
  type: string;
  /** The checkbox group it is listed under. */
  group: { key: string; label: string };
  /** The checkbox's label, and the step's name in the task details. */
  label: string;
  /** Kinds run, and are listed, in this order (a kind that refers to another comes after it). */
  order: number;
  /**
   * Kinds whose copies this one cannot do without (PACKAGES: PRODUCTS, whose copies its items name).
   * Choosing this kind imports them too (service.ts); each must come earlier in `order`.
   */
  requires?: string[];
  /** How many source rows there are (progress, and how many were not copied when it fails). */
  count: (db: Db, sourceCompanyId: string) => Promise<number>;
  /**
   * Copies everything not yet copied. Each batch must write its target rows and their
   * import_copies rows in one transaction, so that a rerun (another worker, a restarted process)
   * neither duplicates nor loses a row: copy-rows.ts does exactly that.
   */
  copy: (context: ImportContext) => Promise<void>;
};

const kinds = new Map<string, ImportKind>();

export function registerImportKind(kind: ImportKind): void {
  if (kinds.has(kind.type)) throw new Error(`import kind ${kind.type} is registered twice`);
  for (const type of kind.requires ?? []) {
    const required = kinds.get(type);
    if (!required || required.order >= kind.order)
      throw new Error(`import kind ${kind.type} requires ${type}, which must be registered before it`);
  }
  kinds.set(kind.type, kind);
}

/** Every kind, in running order. */
function importKinds(): ImportKind[] {
  return [...kinds.values()].sort((a, b) => a.order - b.order);
}

export const importKind = (type: string): ImportKind | undefined => kinds.get(type);

/** The chosen kinds and every kind they require (known kinds only), in running order. */
export function withRequiredKinds(types: Iterable<string>): ImportKind[] {
  const chosen = new Set<string>();
  const add = (type: string) => {
    const kind = kinds.get(type);
    if (!kind || chosen.has(type)) return;
    chosen.add(type);
    for (const required of kind.requires ?? []) add(required);
  };
  for (const type of types) add(type);
  return importKinds().filter((kind) => chosen.has(kind.type));
}

/** The checkbox groups of the Import Data modal: groups in the order of their first kind. */
export function importGroups(): ImportGroup[] {
  const groups = new Map<string, ImportGroup>();
  for (const kind of importKinds()) {
    const group = groups.get(kind.group.key) ?? { ...kind.group, children: [] };
    group.children.push({ type: kind.type, label: kind.label });
    groups.set(kind.group.key, group);
  }
  return [...groups.values()];
}
