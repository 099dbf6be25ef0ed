// Reading and editing a call's arguments by path ([key or index, …]), always on a copy.

/** Whether `value` is a JSON object (not null, not an array). */
export const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every value of `value` with its path and schema: [path, value, schema]. */
export function walk(value, schema, path = []) {
  const found = [[path, value, schema]];
  if (Array.isArray(value) && schema?.items !== undefined) {
    value.forEach((item, index) => found.push(...walk(item, schema.items, [...path, index])));
  } else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) found.push(...walk(inner, schema?.properties?.[key], [...path, key]));
  }
  return found;
}

/** A copy of `root` with the value at `path` replaced by `value`. */
export function setAt(root, path, value) {
  const copy = structuredClone(root);
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step];
  target[path[path.length - 1]] = value;
  return copy;
}

/** `root` with the key at `path` renamed to `newKey`, keeping the key order. */
export function renameAt(root, path, newKey) {
  const copy = structuredClone(root);
  const parentPath = path.slice(0, -1);
  let parent = copy;
  for (const step of parentPath) parent = parent[step];
  const renamed = Object.fromEntries(Object.entries(parent).map(([key, value]) => [key === path[path.length - 1] ? newKey : key, value]));
  if (parentPath.length === 0) return renamed;
  return setAt(copy, parentPath, renamed);
}

/** A copy of `root` without the key (or item) at `path`. */
export function removeAt(root, path) {
  const copy = structuredClone(root);
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step];
  delete parent[path[path.length - 1]];
  return copy;
}

