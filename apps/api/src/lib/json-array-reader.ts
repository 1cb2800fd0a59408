import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/**
 * The objects of a file holding one JSON array of objects, one at a time, read in chunks: a large file
 * (India Post's 34 MB directory) never sits in memory whole, as a string or as 150,000 parsed objects.
 * Only the array's own elements are yielded; objects nested inside them stay part of their element.
 */
export function* jsonArrayObjects(path: string, chunkBytes = 1 << 20): Generator<unknown> {
  const fd = openSync(path, 'r');
  try {
    const chunk = Buffer.alloc(chunkBytes);
    const decoder = new StringDecoder('utf8');
    let depth = 0;
    let inString = false;
    let escaped = false;
    let current = '';
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
      const text = decoder.write(chunk.subarray(0, read));
      let start = depth >= 2 ? 0 : -1;
      for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (inString) {
          if (escaped) escaped = false;
          else if (c === '\\') escaped = true;
          else if (c === '"') inString = false;
          continue;
        }
        if (c === '"') inString = true;
        else if (c === '{' || c === '[') {
          depth++;
          if (depth === 2) start = i;
        } else if (c === '}' || c === ']') {
          if (depth === 2 && start >= 0) {
            yield JSON.parse(current + text.slice(start, i + 1));
            current = '';
            start = -1;
          }
          depth--;
        }
      }
      if (start >= 0) current += text.slice(start);
    }
  } finally {
    closeSync(fd);
  }
}
