"""Compares the parameters in tau2-source.json with what pydantic itself builds from the
same τ²-bench signatures (`create_model`, as tau2's `Tool` does), up to the documented
differences: no `title` keys, a `Model | dict` union given as the model, the top level
closed. Top-level argument descriptions come from docstrings (`docstring_parser`, not
needed here) and are not compared; nested field descriptions are.

Usage: python3 compare-with-pydantic.py TAU2_SRC   (the `src/` folder of a tau2-bench checkout)
"""

import ast
import json
import sys
import types
import typing
from pathlib import Path

from pydantic import BaseModel, create_model

source_folder = Path(sys.argv[1])
here = Path(__file__).parent

# The data models import a few tau2 modules for database paths and base classes: stand in.
for name in ['tau2', 'tau2.environment', 'tau2.environment.db', 'tau2.domains', 'tau2.utils', 'tau2.utils.pydantic_utils'] + [
    f'tau2.domains.{domain}{suffix}' for domain in ['airline', 'retail', 'telecom'] for suffix in ['', '.utils']
]:
    sys.modules[name] = types.ModuleType(name)
sys.modules['tau2.environment.db'].DB = type('DB', (BaseModel,), {})
sys.modules['tau2.utils.pydantic_utils'].BaseModelNoExtra = type('BaseModelNoExtra', (BaseModel,), {})
for domain in ['airline', 'retail', 'telecom']:
    setattr(sys.modules[f'tau2.domains.{domain}.utils'], f'{domain.upper()}_DB_PATH', '')


def inline(schema, definitions):
    """The schema with `$ref`s replaced by their definitions and `Model | dict` by the model."""
    if isinstance(schema, list):
        return [inline(item, definitions) for item in schema]
    if not isinstance(schema, dict):
        return schema
    if '$ref' in schema:
        return inline(definitions[schema['$ref'].split('/')[-1]], definitions)
    if 'anyOf' in schema:
        options = [option for option in schema['anyOf'] if option != {'additionalProperties': True, 'type': 'object'}]
        if len(options) == 1:
            return inline(options[0], definitions)
    return {key: inline(value, definitions) for key, value in schema.items() if key not in ('$defs', 'title')}


extracted = json.loads((here / 'tau2-source.json').read_text())
differences = 0
compared = 0
for domain in ['airline', 'retail', 'telecom']:
    names = {'typing': typing, **vars(typing)}
    exec((source_folder / f'tau2/domains/{domain}/data_model.py').read_text(), names)
    tree = ast.parse((source_folder / f'tau2/domains/{domain}/tools.py').read_text())
    for function in [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)]:
        if not any('is_tool' in ast.unparse(decorator) for decorator in function.decorator_list):
            continue
        arguments = function.args.args[1:]
        defaults = [None] * (len(arguments) - len(function.args.defaults)) + function.args.defaults
        fields = {
            argument.arg: (eval(ast.unparse(argument.annotation), names), ... if default is None else ast.literal_eval(default))
            for argument, default in zip(arguments, defaults)
        }
        built = create_model('parameters', **fields).model_json_schema()
        theirs = inline(built, built.get('$defs', {}))
        ours = json.loads(json.dumps(next(tool for tool in extracted['domains'][domain]['tools'] if tool['name'] == function.name)['parameters']))
        ours.pop('additionalProperties')
        for parameter in ours['properties'].values():
            parameter.pop('description', None)
        compared += 1
        if theirs != ours:
            differences += 1
            print(f'DIFFERENT {domain}.{function.name}\n  pydantic: {json.dumps(theirs)}\n  extracted: {json.dumps(ours)}')
print(f'{compared} tools compared with pydantic, {differences} different')
sys.exit(1 if differences else 0)
