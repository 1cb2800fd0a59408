import type { Random } from './random';

/**
 * Strings that match a JSON-schema `pattern`, from a small regular-expression walker: anchors, literals,
 * classes with ranges, \d \w \s \p{L} \p{N}, groups with alternation, and the usual quantifiers. Enough
 * for the contracts' patterns; a pattern it cannot satisfy fails loudly in `matching`.
 */
type Node =
  | { kind: 'chars'; choices: string[] }
  | { kind: 'group'; alternatives: Node[][] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

const DIGITS = '0123456789'.split('');
const WORD = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_', ...DIGITS];
const LETTERS = [...'abcxyzABCXYZ', 'é', 'ß', 'क', 'ष', 'ಅ', 'த', 'ع', '中'];
const NUMERALS = [...DIGITS, '٣', '७', '²'];

function escapeChoices(letter: string): string[] {
  if (letter === 'd') return DIGITS;
  if (letter === 'w') return WORD;
  if (letter === 's') return [' ', '\t'];
  return [letter];
}

function parse(pattern: string): Node[] {
  let at = 0;
  const peek = () => pattern[at];

  function escapeAt(): string[] {
    at += 1; // backslash
    const letter = pattern[at++]!;
    if (letter === 'p') {
      const name = /^\{(\w+)\}/.exec(pattern.slice(at))![1]!;
      at += name.length + 2;
      return name === 'N' ? NUMERALS : LETTERS;
    }
    return escapeChoices(letter);
  }

  function charClass(): string[] {
    at += 1; // [
    const choices: string[] = [];
    while (peek() !== ']') {
      if (peek() === '\\') {
        choices.push(...escapeAt());
        continue;
      }
      const from = pattern[at++]!;
      if (peek() === '-' && pattern[at + 1] !== ']') {
        const to = pattern[at + 1]!;
        at += 2;
        for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) {
          choices.push(String.fromCharCode(code));
        }
      } else choices.push(from);
    }
    at += 1; // ]
    return choices;
  }

  function quantified(node: Node): Node {
    const rest = pattern.slice(at);
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(rest);
    if (braces) {
      at += braces[0].length;
      const min = Number(braces[1]);
      const max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : min + 8;
      return { kind: 'repeat', node, min, max };
    }
    const bounds = { '+': [1, 8], '*': [0, 8], '?': [0, 1] }[peek() ?? ''];
    if (!bounds) return node;
    at += 1;
    return { kind: 'repeat', node, min: bounds[0]!, max: bounds[1]! };
  }

  function sequence(): Node[][] {
    const alternatives: Node[][] = [[]];
    while (at < pattern.length && peek() !== ')') {
      const c = peek()!;
      let node: Node | null = null;
      if (c === '^' || c === '$') at += 1;
      else if (c === '|') {
        at += 1;
        alternatives.push([]);
      } else if (c === '(') {
        at += 1;
        if (pattern.startsWith('?:', at)) at += 2;
        node = { kind: 'group', alternatives: sequence() };
        at += 1; // )
      } else if (c === '[') node = { kind: 'chars', choices: charClass() };
      else if (c === '\\') node = { kind: 'chars', choices: escapeAt() };
      else {
        at += 1;
        node = { kind: 'chars', choices: c === '.' ? WORD : [c] };
      }
      if (node) alternatives.at(-1)!.push(quantified(node));
    }
    return alternatives;
  }

  return [{ kind: 'group', alternatives: sequence() }];
}

function emit(nodes: Node[], random: Random, maxLength: number): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'chars') out += random.pick(node.choices);
    else if (node.kind === 'group') out += emit(random.pick(node.alternatives), random, maxLength);
    else {
      const times = random.int(node.min, Math.max(node.min, Math.min(node.max, maxLength)));
      for (let i = 0; i < times; i++) out += emit([node.node], random, maxLength);
    }
  }
  return out;
}

const parsed = new Map<string, Node[]>();

/** A string matching `pattern` (and at most roughly `maxLength` repeats per quantifier). */
export function matching(pattern: string, random: Random, maxLength = 12): string {
  let nodes = parsed.get(pattern);
  if (!nodes) {
    nodes = parse(pattern);
    parsed.set(pattern, nodes);
  }
  const value = emit(nodes, random, maxLength);
  if (!new RegExp(pattern, 'u').test(value)) {
    throw new Error(`the fuzzer made ${JSON.stringify(value)}, which does not match ${pattern}`);
  }
  return value;
}
