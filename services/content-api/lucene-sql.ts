/**
 * Lucene query string -> parameterised SQL condition over `documents d`.
 * Boolean semantics follow Lucene's classic parser: within a run of clauses, `+x` / `a AND b` are
 * required, `-x` / `NOT x` prohibited, bare clauses optional (at least one must match when nothing is
 * required); `OR` starts a new alternative, so AND binds tighter than OR. Values are always bound
 * parameters; field paths come only from the whitelist in fields.ts.
 */
import { createRequire } from 'node:module';
import { sql, type RawBuilder } from 'kysely';
import { FIELD_NAMES, containment, jsonPath, lookupField, type FieldSpec } from './fields.ts';
import { MACRON_FOLD } from './migrations.ts';
import { isIsoDate } from './validate.ts';
import { badRequest } from './types.ts';

interface TermNode {
  field: string;
  term: string;
  quoted: boolean;
  regex: boolean;
  prefix?: string | null;
  similarity?: number | null;
  proximity?: number | null;
}
interface RangeNode {
  field: string;
  term_min: string;
  term_max: string;
  inclusive: 'both' | 'none' | 'left' | 'right';
}
interface AstNode {
  left?: Node;
  right?: Node;
  operator?: string;
  start?: string;
  parenthesized?: boolean;
  field?: string;
}
type Node = TermNode | RangeNode | AstNode;

interface Lucene {
  parse(q: string): AstNode;
  term: { unescape(s: string): string };
  phrase: { unescape(s: string): string };
}
// The package ships no types; load it through require and type the little we use.
const lucene = createRequire(import.meta.url)('lucene') as Lucene;

export type Condition = RawBuilder<boolean>;
type Occur = 'must' | 'should' | 'must_not';
interface Clause {
  conj: string | null;
  node: Node;
  prefix: string | null;
  field: string | undefined;
}

const MAX_QUERY_LENGTH = 2000;
const MAX_CLAUSES = 100;
const TRUE: Condition = sql<boolean>`true`;
const FALSE: Condition = sql<boolean>`false`;
const fold = (value: RawBuilder<unknown> | string) => sql`translate(${value}, ${MACRON_FOLD.from}, ${MACRON_FOLD.to})`;

const fail = (message: string) => badRequest(`q: ${message}`, 'q');
const isTerm = (n: Node): n is TermNode => 'term' in n;
const isRange = (n: Node): n is RangeNode => 'term_min' in n;

export function parseLucene(q: string): AstNode {
  if (q.length > MAX_QUERY_LENGTH) throw fail(`query is longer than ${MAX_QUERY_LENGTH} characters`);
  // PostgreSQL refuses NUL in any text parameter: a term carrying one would fail in the database as a 500.
  if (q.includes('\u0000')) throw fail('contains a NUL character');
  try {
    return lucene.parse(q);
  } catch (err) {
    const e = err as { message?: string; location?: { start?: { column?: number } } };
    const at = e.location?.start?.column ? ` at column ${e.location.start.column}` : '';
    throw fail(`not a valid Lucene query${at}: ${String(e.message ?? err).slice(0, 200)}`);
  }
}

/** The SQL condition for a Lucene query; empty, "*" and "*:*" match everything. */
export function luceneToSql(q: string): Condition {
  const trimmed = q.trim();
  if (!trimmed || trimmed === '*' || trimmed === '*:*') return TRUE;
  // The grammar silently drops a dangling operator ("type:video AND"); a caller meant something else.
  if (/(?:^|[\s)])(?:AND|OR|NOT|&&|\|\|)$/.test(trimmed)) throw fail('ends with an operator and no term after it');
  const ast = parseLucene(trimmed);
  if (ast.left === undefined) throw fail('has an operator but no terms');
  const budget = { clauses: 0 };
  return compileNode(ast, undefined, budget);
}

function compileNode(node: AstNode, field: string | undefined, budget: { clauses: number }): Condition {
  // `inside`: open this node's own parentheses rather than treating it as one clause again.
  const clauses = flatten(node, field, null, true);
  if (clauses.length === 0) throw fail('has an operator but no terms');
  const groups: { occur: Occur; cond: Condition }[][] = [[]];
  clauses.forEach((clause, i) => {
    if (++budget.clauses > MAX_CLAUSES) throw fail(`has more than ${MAX_CLAUSES} clauses and groups`);
    const conj = clause.conj;
    if (i > 0 && (conj === 'OR' || conj === '||' || conj === 'OR NOT')) groups.push([]);
    const next = clauses[i + 1]?.conj;
    const prohibited = clause.prefix === '-' || clause.prefix === '!' || conj === 'NOT' || conj === 'AND NOT' || conj === 'OR NOT';
    const required = clause.prefix === '+' || conj === 'AND' || conj === '&&' || next === 'AND' || next === '&&' || next === 'AND NOT';
    const occur: Occur = prohibited ? 'must_not' : required ? 'must' : 'should';
    groups[groups.length - 1].push({ occur, cond: compileClause(clause, budget) });
  });
  const alternatives = groups.map((group) => {
    const must = group.filter((c) => c.occur === 'must').map((c) => c.cond);
    const should = group.filter((c) => c.occur === 'should').map((c) => c.cond);
    const mustNot = group.filter((c) => c.occur === 'must_not').map((c) => sql<boolean>`not coalesce(${c.cond}, false)`);
    const positive = must.length ? must : should.length ? [sql<boolean>`(${sql.join(should, sql` or `)})`] : [];
    const all = [...positive, ...mustNot];
    return all.length ? sql<boolean>`(${sql.join(all, sql` and `)})` : TRUE;
  });
  return alternatives.length === 1 ? alternatives[0] : sql<boolean>`(${sql.join(alternatives, sql` or `)})`;
}

/** Right-nested `a OP (b OP c)` chains become one list of clauses, each with the operator before it. */
function flatten(node: Node, field: string | undefined, conj: string | null, inside = false): Clause[] {
  if (isTerm(node) || isRange(node) || (node.parenthesized && !inside)) return [clauseOf(node, field, conj)];
  if (node.left === undefined) return [];
  const out = flatten(node.left, field, node.start ?? conj);
  if (node.right !== undefined) {
    const rest = flatten(node.right, field, node.operator ?? '<implicit>');
    out.push(...rest);
  }
  return out;
}

function clauseOf(node: Node, groupField: string | undefined, conj: string | null): Clause {
  let field = 'field' in node && node.field && node.field !== '<implicit>' ? node.field : groupField;
  let prefix: string | null = isTerm(node) ? (node.prefix ?? null) : null;
  // The grammar keeps a leading -, + or ! inside the field name ("-type:video").
  const marker = field ? /^[-+!]/.exec(field)?.[0] : undefined;
  if (field && marker) {
    prefix = marker;
    field = field.slice(1);
  }
  return { conj, node, prefix, field };
}

function compileClause(clause: Clause, budget: { clauses: number }): Condition {
  const { node, field } = clause;
  if (!isTerm(node) && !isRange(node)) return compileNode(node, field, budget);
  if (isRange(node)) return compileRange(node, field);
  if (node.regex) throw fail(`regular expressions are not supported (/${node.term}/); quote values that contain "/"`);
  if (node.similarity) throw fail(`fuzzy terms (~) are not supported ("${node.term}")`);
  const raw = node.quoted ? lucene.phrase.unescape(node.term) : lucene.term.unescape(node.term);
  const prefixMatch = !node.quoted && raw.length > 1 && raw.endsWith('*') ? raw.slice(0, -1) : undefined;
  if (field === undefined || field === '*') {
    if (!node.quoted && raw === '*') return TRUE;
    return fullTextTerm(raw, node.quoted, prefixMatch);
  }
  const spec = lookupField(field);
  if (!spec) throw fail(`unknown field "${field}"; allowed fields: ${FIELD_NAMES.join(', ')}`);
  if (!node.quoted && raw === '*') return exists(spec);
  return fieldTerm(field, spec, raw, node.quoted, prefixMatch);
}

function fullTextTerm(value: string, quoted: boolean, prefix: string | undefined): Condition {
  if (prefix !== undefined) return sql<boolean>`d.search @@ to_tsquery('simple', ${prefixQuery(prefix, '(full text)')})`;
  const fn = quoted ? sql`phraseto_tsquery` : sql`plainto_tsquery`;
  return sql<boolean>`d.search @@ ${fn}('simple', ${fold(value)})`;
}

/** `word*` as a tsquery prefix; only letters and digits survive, so the string is safe for to_tsquery. */
function prefixQuery(prefix: string, field: string): string {
  const clean = prefix.replace(/[āēīōūĀĒĪŌŪ]/g, (c) => MACRON_FOLD.to[MACRON_FOLD.from.indexOf(c)]).replace(/[^\p{L}\p{N}]/gu, '');
  if (!clean) throw fail(`prefix term "${prefix}*" on ${field} needs at least one letter or digit`);
  return `${clean.toLowerCase()}:*`;
}

function exists(spec: FieldSpec): Condition {
  if (spec.kind === 'id' || spec.kind === 'published') return TRUE;
  if (spec.kind === 'date') return sql<boolean>`d.display_date is not null`;
  return sql<boolean>`jsonb_path_exists(d.body, ${jsonPath(spec.path)}::jsonpath)`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

function fieldTerm(field: string, spec: FieldSpec, value: string, quoted: boolean, prefix: string | undefined): Condition {
  const values = sql`jsonb_path_query(d.body, ${jsonPath(spec.path)}::jsonpath)`;
  switch (spec.kind) {
    case 'id':
      return prefix !== undefined ? sql<boolean>`d.key like ${escapeLike(prefix) + "%"}` : sql<boolean>`d.key = ${value}`;
    case 'keyword':
      if (prefix !== undefined) return sql<boolean>`exists (select 1 from ${values} v where v #>> '{}' like ${escapeLike(prefix) + '%'})`;
      return sql<boolean>`d.body @> ${JSON.stringify(containment(spec.path, value))}::jsonb`;
    case 'ci': {
      const match = prefix !== undefined ? sql`like lower(${escapeLike(prefix) + '%'})` : sql`= lower(${value})`;
      return sql<boolean>`exists (select 1 from ${values} v where lower(v #>> '{}') ${match})`;
    }
    case 'text': {
      const text = fold(sql`coalesce(d.body #>> ${`{${spec.path.join(',')}}`}, '')`);
      const query =
        prefix !== undefined
          ? sql`to_tsquery('simple', ${prefixQuery(prefix, field)})`
          : sql`${quoted ? sql`phraseto_tsquery` : sql`plainto_tsquery`}('simple', ${fold(value)})`;
      return sql<boolean>`to_tsvector('simple', ${text}) @@ ${query}`;
    }
    case 'bool': {
      if (value !== 'true' && value !== 'false') throw fail(`${field} takes true or false, got "${value}"`);
      // A missing flag counts as false.
      const isTrue = sql<boolean>`d.body @> ${JSON.stringify(containment(spec.path, true))}::jsonb`;
      return value === 'true' ? isTrue : sql<boolean>`not (${isTrue})`;
    }
    case 'published':
      if (value !== 'true' && value !== 'false') throw fail(`${field} takes true or false, got "${value}"`);
      return value === 'true' ? TRUE : FALSE;
    case 'date': {
      if (prefix !== undefined) throw fail(`${field} does not take wildcards; use a range like ${field}:[2025-01-01 TO *]`);
      const at = parseDateBound(value, field);
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        const nextDay = new Date(at.getTime() + 86_400_000);
        return sql<boolean>`(d.display_date >= ${at.toISOString()}::timestamptz and d.display_date < ${nextDay.toISOString()}::timestamptz)`;
      }
      return sql<boolean>`d.display_date = ${at.toISOString()}::timestamptz`;
    }
  }
}

function compileRange(node: RangeNode, field: string | undefined): Condition {
  const spec = field ? lookupField(field) : undefined;
  if (!field) throw fail('a range needs a field, e.g. display_date:[* TO 2025-01-01T00:00:00Z]');
  if (!spec) throw fail(`unknown field "${field}"; allowed fields: ${FIELD_NAMES.join(', ')}`);
  if (spec.kind !== 'date') throw fail(`ranges are only supported on display_date, not "${field}"`);
  const conds: Condition[] = [];
  const min = lucene.term.unescape(node.term_min);
  const max = lucene.term.unescape(node.term_max);
  const minInclusive = node.inclusive === 'both' || node.inclusive === 'left';
  const maxInclusive = node.inclusive === 'both' || node.inclusive === 'right';
  if (min !== '*') {
    const at = parseDateBound(min, field).toISOString();
    conds.push(minInclusive ? sql<boolean>`d.display_date >= ${at}::timestamptz` : sql<boolean>`d.display_date > ${at}::timestamptz`);
  }
  if (max !== '*') {
    const at = parseDateBound(max, field).toISOString();
    conds.push(maxInclusive ? sql<boolean>`d.display_date <= ${at}::timestamptz` : sql<boolean>`d.display_date < ${at}::timestamptz`);
  }
  return conds.length ? sql<boolean>`(${sql.join(conds, sql` and `)})` : sql<boolean>`d.display_date is not null`;
}

const UNIT_MS: Record<string, number> = { s: 1e3, m: 6e4, h: 36e5, d: 864e5, w: 6048e5 };

/** ISO 8601 date or date-time, or Elasticsearch-style `now`, `now-7d`, `now+1h`. */
function parseDateBound(value: string, field: string): Date {
  const math = /^now(?:([+-])(\d{1,6})([smhdw]))?$/.exec(value);
  if (math) {
    const offset = math[1] ? Number(math[2]) * UNIT_MS[math[3]] * (math[1] === '-' ? -1 : 1) : 0;
    return new Date(Date.now() + offset);
  }
  if (!isIsoDate(value)) throw fail(`${field} value "${value}" is not an ISO 8601 date (e.g. 2025-03-01T00:00:00Z) or now-7d`);
  return new Date(value);
}
