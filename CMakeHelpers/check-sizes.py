#!/usr/bin/env python3
"""The size check `make test` runs: no type in Sources/ holds more than 30 stored instance properties,
and no function in Sources/ViewTree is longer than 60 lines. Prints the largest of each either way.

Swift is read line by line with a stack of open braces, each tagged with what it opened (a type's
body, a function's body, anything else): a `var`/`let` counts as a stored property when it is written
directly in a class, struct or actor body, is not `static`/`class`, and is not computed (a `{` that
opens `get`/a body rather than `didSet`/`willSet`). Comments and string literals are skipped."""
import pathlib, re, sys

MAX_STORED, MAX_LINES = 30, 60
MODS = r'(?:@\w+(?:\([^)]*\))?\s+|(?:public|private|fileprivate|internal|package|open|final|indirect|nonisolated(?:\(unsafe\))?|(?:public |package |internal )?(?:private|fileprivate|internal|package)\(set\))\s+)*'
TYPE = re.compile(r'^\s*' + MODS + r'(class|struct|enum|actor|extension|protocol)\s+(\w+)')
FUNC = re.compile(r'^\s*' + MODS + r'(?:(?:static|class|override|mutating|nonmutating|convenience|required|@discardableResult)\s+)*(func\s+[^\s(<]+|init[?!]?|subscript|deinit)\b')
PROP = re.compile(r'^\s*' + r'((?:@\w+(?:\([^)]*\))?\s+|(?:public|private|fileprivate|internal|package|open|final|static|class|lazy|weak|override|unowned(?:\(\w+\))?|nonisolated(?:\(unsafe\))?|(?:public |package |internal )?(?:private|fileprivate|internal|package)\(set\))\s+)*)(var|let)\s+(\w+)')

def strip(line, in_block):
    """The line without comments and string contents; whether a block comment is still open."""
    out, i = [], 0
    while i < len(line):
        if in_block:
            j = line.find('*/', i)
            if j < 0: return ''.join(out), True
            in_block, i = False, j + 2
        elif line.startswith('//', i): break
        elif line.startswith('/*', i): in_block, i = True, i + 2
        elif line[i] == '"':
            j = i + 1
            while j < len(line) and line[j] != '"':
                j += 2 if line[j] == '\\' else 1
            out.append('""'); i = j + 1
        else: out.append(line[i]); i += 1
    return ''.join(out), in_block

def scan(path):
    stored, funcs = {}, []
    lines = path.read_text().split('\n')
    stack, in_block = [], False   # entries: (kind, name, start line)
    pending = None                # a declaration whose `{` is on a later line: (kind, name, line)
    for n, raw in enumerate(lines, 1):
        code, in_block = strip(raw, in_block)
        if not code.strip(): continue
        t, f = TYPE.match(code), FUNC.match(code)
        top = stack[-1] if stack else None
        if top and top[0] in ('class', 'struct', 'actor'):
            p = PROP.match(code)
            if p and not re.search(r'\b(static|class)\b', p.group(1)):
                rest = code[p.end():]
                opens = '{' in rest
                head = rest.split('{')[0]
                nxt = next((l.strip() for l in lines[n:n + 3] if l.strip()), '')
                observed = nxt.startswith(('didSet', 'willSet')) or re.search(r'\{\s*(didSet|willSet)', rest)
                computed = opens and '=' not in head and not observed
                if not computed:
                    stored.setdefault((path.name, top[1], top[2]), []).append(n)
        if t: pending = (t.group(1), t.group(2), n)
        elif f: pending = ('func', f.group(1), n)
        for ch in code:
            if ch == '{':
                stack.append(pending or ('other', '', n))
                pending = None
            elif ch == '}' and stack:
                kind, name, start = stack.pop()
                if kind == 'func': funcs.append((n - start + 1, f'{path}:{start}', name))
    return stored, funcs

def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    stored, funcs = {}, []
    for path in sorted((root / 'Sources').rglob('*.swift')):
        s, f = scan(path.relative_to(root))
        stored.update(s)
        if path.relative_to(root).parts[1] == 'ViewTree': funcs += f
    types = sorted(((len(v), f'{k[1]} ({k[0]}:{k[2]})') for k, v in stored.items()), reverse=True)
    funcs.sort(reverse=True)
    print('size check: most stored properties: ' + ', '.join(f'{name} {count}' for count, name in types[:5]))
    print('size check: longest ViewTree functions: ' + ', '.join(f'{name} {where} {count} lines' for count, where, name in funcs[:5]))
    errors = [f'{name} has {count} stored properties (at most {MAX_STORED})' for count, name in types if count > MAX_STORED]
    errors += [f'{where}: {name} is {count} lines (at most {MAX_LINES} in ViewTree)' for count, where, name in funcs if count > MAX_LINES]
    if errors:
        print('size check failed:\n  ' + '\n  '.join(errors), file=sys.stderr)
        return 1
    return 0

if __name__ == '__main__':
    sys.exit(main())
