/**
 * Compares heap snapshots of one process (`npm run bench -- soak --heap-snapshots DIR` writes
 * three): `NODE_OPTIONS=--max-old-space-size=8000 npx tsx scripts/bench/soak-heap.ts FIRST.heapsnapshot … LAST.heapsnapshot`.
 *
 * Printed: objects by kind and constructor with their count in every snapshot and the growth in
 * bytes from the first to the last; then the objects alive in the last snapshot that did not exist
 * in the first (V8 keeps an object's id across the snapshots of a process), grouped by their
 * shortest retainer path from the GC roots, largest first: what holds on to what the run added.
 */
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const STRING_TYPES = new Set(['string', 'concatenated string', 'sliced string']);

class Heap {
  readonly count: number;
  private readonly nodeFields: number;
  private readonly edgeFields: number;
  private readonly firstEdge: Uint32Array;
  private readonly fieldIndex: Map<string, number>;

  constructor(private readonly data: Snapshot) {
    this.nodeFields = data.snapshot.meta.node_fields.length;
    this.edgeFields = data.snapshot.meta.edge_fields.length;
    this.count = data.nodes.length / this.nodeFields;
    this.fieldIndex = new Map(data.snapshot.meta.node_fields.map((name, index) => [name, index]));
    this.firstEdge = new Uint32Array(this.count + 1);
    const edgeCount = this.fieldIndex.get('edge_count')!;
    for (let node = 0, edge = 0; node < this.count; node++) {
      this.firstEdge[node] = edge;
      edge += data.nodes[node * this.nodeFields + edgeCount]! * this.edgeFields;
    }
    this.firstEdge[this.count] = data.edges.length;
  }

  private field(node: number, name: string): number {
    return this.data.nodes[node * this.nodeFields + this.fieldIndex.get(name)!]!;
  }

  type(node: number): string {
    return this.data.snapshot.meta.node_types[0][this.field(node, 'type')]!;
  }

  id(node: number): number {
    return this.field(node, 'id');
  }

  size(node: number): number {
    return this.field(node, 'self_size');
  }

  /** Kind and constructor (strings by kind only, their text is in sample()). */
  label(node: number): string {
    const type = this.type(node);
    return STRING_TYPES.has(type) ? type : `${type}:${this.data.strings[this.field(node, 'name')]!.slice(0, 50)}`;
  }

  sample(node: number): string {
    return STRING_TYPES.has(this.type(node)) ? JSON.stringify(this.data.strings[this.field(node, 'name')]!.slice(0, 80)) : '';
  }

  /** Strong edges of a node: [edge name, child]. */
  *children(node: number): Generator<[string, number]> {
    const edgeTypes = this.data.snapshot.meta.edge_types[0];
    for (let edge = this.firstEdge[node]!; edge < this.firstEdge[node + 1]!; edge += this.edgeFields) {
      const type = edgeTypes[this.data.edges[edge]!]!;
      if (type === 'weak' || type === 'shortcut') continue;
      const nameOrIndex = this.data.edges[edge + 1]!;
      const name = type === 'element' || type === 'hidden' ? '[]' : String(this.data.strings[nameOrIndex]).slice(0, 30);
      yield [name, this.data.edges[edge + 2]! / this.nodeFields];
    }
  }
}

function load(file: string): Heap {
  return new Heap(JSON.parse(readFileSync(file, 'utf8')) as Snapshot);
}

function byLabel(heap: Heap): Map<string, { count: number; bytes: number }> {
  const groups = new Map<string, { count: number; bytes: number }>();
  for (let node = 0; node < heap.count; node++) {
    const group = groups.get(heap.label(node)) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += heap.size(node);
    groups.set(heap.label(node), group);
  }
  return groups;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(7)} KB`;

const files = process.argv.slice(2).filter((arg) => arg.endsWith('.heapsnapshot'));
if (files.length < 2) throw new Error('usage: soak-heap.ts FIRST.heapsnapshot [MIDDLE.heapsnapshot …] LAST.heapsnapshot');

const firstIds = new Set<number>();
const series: Array<Map<string, { count: number; bytes: number }>> = [];
let last: Heap | undefined;
for (const [index, file] of files.entries()) {
  const heap = load(file);
  const groups = byLabel(heap);
  series.push(groups);
  const bytes = [...groups.values()].reduce((sum, group) => sum + group.bytes, 0);
  console.log(`${file}: ${heap.count} objects, ${(bytes / 1048576).toFixed(1)} MB`);
  if (index === 0) for (let node = 0; node < heap.count; node++) firstIds.add(heap.id(node));
  if (index === files.length - 1) last = heap;
}

console.log('\ngrowth first → last by kind:constructor (count in each snapshot)');
const labels = new Set(series.flatMap((groups) => [...groups.keys()]));
const growth = [...labels].map((label) => {
  const counts = series.map((groups) => groups.get(label) ?? { count: 0, bytes: 0 });
  return { label, bytes: counts.at(-1)!.bytes - counts[0]!.bytes, counts: counts.map((group) => group.count) };
});
for (const row of growth.sort((a, b) => b.bytes - a.bytes).slice(0, 25)) console.log(`${kb(row.bytes)}  ${row.label.padEnd(60)} ${row.counts.join(' → ')}`);

// Shortest strong retainer of every object of the last snapshot (breadth first from the root).
const heap = last!;
const parent = new Int32Array(heap.count).fill(-1);
const parentEdge: string[] = new Array<string>(heap.count);
const queue = new Int32Array(heap.count);
let head = 0;
let tail = 0;
queue[tail++] = 0;
parent[0] = 0;
while (head < tail) {
  const node = queue[head++]!;
  for (const [name, child] of heap.children(node)) {
    if (parent[child] !== -1) continue;
    parent[child] = node;
    parentEdge[child] = name;
    queue[tail++] = child;
  }
}

const DEPTH = 7;
const paths = new Map<string, { count: number; bytes: number; sample: string }>();
let added = 0;
for (let node = 1; node < heap.count; node++) {
  if (firstIds.has(heap.id(node))) continue;
  added += heap.size(node);
  const steps = [heap.label(node)];
  for (let at = node, depth = 0; depth < DEPTH && at > 0 && parent[at]! > 0; depth++) {
    steps.push(`.${parentEdge[at]} of ${heap.label(parent[at]!)}`);
    at = parent[at]!;
  }
  const key = steps.join(' ');
  const group = paths.get(key) ?? { count: 0, bytes: 0, sample: heap.sample(node) };
  group.count += 1;
  group.bytes += heap.size(node);
  paths.set(key, group);
}
console.log(`\nobjects in the last snapshot that the first did not have: ${(added / 1048576).toFixed(2)} MB; by retainer path, largest first`);
for (const [path, group] of [...paths.entries()].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 25)) {
  console.log(`${kb(group.bytes)} ${String(group.count).padStart(6)}×  ${path} ${group.sample}`);
}
