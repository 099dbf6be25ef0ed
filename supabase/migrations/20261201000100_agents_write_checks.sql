-- Owners write their agents through the REST API too (20261129000700_agents_owner_writes), past
-- the agents API's validation. This trigger refuses, for every role, what that API refuses and
-- what would make an agent unsafe to show or to keep: a name that hides characters, oversized
-- fields, and MCP server settings that carry a secret (in the URL's user info or query, or
-- written into a header). Where an MCP server may be reached (https, a public host) is not
-- checked here: the API refuses other addresses, and every connection is checked again at
-- connect time against the deployment's fetch policy (shared/integrations, SSRF guard), which a
-- stored row cannot change. It checks a subset of the API's rules (the API words them, and
-- checks more: known providers and tools, the whole settings schema), so a body the API
-- accepts always passes. On update only the columns that
-- change are checked: a row stored before this migration keeps working for its other columns,
-- and the chat refuses to run it until it is fixed. Each refusal is a check_violation whose
-- message starts with the field (`agents.settings.mcpServers.0.url: …`) and never repeats a value.

create function parley.mcp_server_problem(server jsonb, path text) returns text
language plpgsql immutable set search_path = pg_catalog, pg_temp
as $$
declare
  url text;
  authority text;
  parameter text;
  header record;
begin
  if jsonb_typeof(server) <> 'object' then
    return path || ': must be an object { name, url, headers }';
  end if;
  if jsonb_typeof(server -> 'url') <> 'string' then
    return path || '.url: must be a URL';
  end if;
  url := server ->> 'url';
  authority := substring(url from '^[A-Za-z]+://([^/?#]*)');
  if position('@' in authority) > 0 then
    return path || '.url: The URL carries a user name or password. Store the secret as an integration credential and reference it.';
  end if;
  -- A query parameter named like a credential (api_key, apiKey, access_token, sig): the name is
  -- split into words at case changes and punctuation, as the API does (secret-in-mcp-settings.ts).
  for parameter in
    select split_part(pair, '=', 1) from regexp_split_to_table(substring(url from '\?([^#]*)'), '&') as pair
  loop
    if exists (
      select 1
      from regexp_split_to_table(lower(regexp_replace(parameter, '([a-z0-9])([A-Z])', '\1_\2', 'g')), '[^a-z0-9]+') as word
      where word in ('key', 'apikey', 'token', 'secret', 'password', 'passwd', 'auth', 'credential', 'credentials', 'sig', 'signature')
    ) then
      return path || '.url: The URL carries a credential in its query. Store the secret as an integration credential and reference it.';
    end if;
  end loop;
  if server ? 'headers' then
    if jsonb_typeof(server -> 'headers') <> 'object' then
      return path || '.headers: must be an object of header → { credential, prefix? }';
    end if;
    for header in select key, value from jsonb_each(server -> 'headers') loop
      if jsonb_typeof(header.value) <> 'object' or jsonb_typeof(header.value -> 'credential') <> 'string' then
        return path || '.headers.' || left(header.key, 200)
          || ': A header names a stored credential ({ "credential": "<provider>", "prefix": "Bearer " }); its value is never written here.';
      end if;
      if header.value ? 'prefix' and (jsonb_typeof(header.value -> 'prefix') <> 'string'
          or (header.value ->> 'prefix') !~ '^[A-Za-z][A-Za-z-]{0,19} ?$') then
        return path || '.headers.' || left(header.key, 200)
          || '.prefix: prefix is the scheme before the credential (like "Bearer "), not a secret.';
      end if;
    end loop;
  end if;
  return null;
end;
$$;

create function parley.agent_row_problem(agent public.agents, previous public.agents) returns text
language plpgsql immutable set search_path = pg_catalog, pg_temp
as $$
declare
  character_found text;
  entry text;
  server record;
begin
  if previous is null or agent.name is distinct from previous.name then
    if char_length(btrim(agent.name)) not between 1 and 200 then
      return 'agents.name: must be 1-200 characters once trimmed';
    end if;
    -- Controls, direction controls and invisible characters (shared/protocol/display-text.ts;
    -- the API also refuses a joiner or non-joiner outside an emoji or a word of a script that
    -- spells with them, which a pattern here cannot tell apart).
    character_found := substring(agent.name from
      '[\x01-\x1f\x7f-\x9f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]');
    if character_found is not null then
      return format('agents.name: must not contain control, direction control or invisible characters (U+%s)',
        upper(lpad(to_hex(ascii(character_found)), 4, '0')));
    end if;
  end if;
  if (previous is null or agent.system_prompt is distinct from previous.system_prompt)
      and char_length(agent.system_prompt) > 100000 then
    return 'agents.system_prompt: must be at most 100000 characters';
  end if;
  if (previous is null or agent.model is distinct from previous.model)
      and agent.model is not null and char_length(btrim(agent.model)) not between 1 and 200 then
    return 'agents.model: must be provider:model, 1-200 characters, or null';
  end if;
  if previous is null or agent.fallback_models is distinct from previous.fallback_models then
    if cardinality(agent.fallback_models) > 5 then
      return 'agents.fallback_models: at most 5 models';
    end if;
    foreach entry in array agent.fallback_models loop
      if entry is null or char_length(btrim(entry)) not between 1 and 200 then
        return 'agents.fallback_models: each must be provider:model, 1-200 characters';
      end if;
    end loop;
  end if;
  if previous is null or agent.enabled_tools is distinct from previous.enabled_tools then
    if cardinality(agent.enabled_tools) > 100 then
      return 'agents.enabled_tools: at most 100 tools';
    end if;
    foreach entry in array agent.enabled_tools loop
      if entry is null or char_length(entry) not between 1 and 200 then
        return 'agents.enabled_tools: each must be a tool name of 1-200 characters';
      end if;
    end loop;
  end if;
  if previous is null or agent.settings is distinct from previous.settings then
    if jsonb_typeof(agent.settings) <> 'object' then
      return 'agents.settings: must be an object';
    end if;
    if agent.settings ? 'mcpServers' then
      if jsonb_typeof(agent.settings -> 'mcpServers') <> 'array' then
        return 'agents.settings.mcpServers: must be a list';
      end if;
      if jsonb_array_length(agent.settings -> 'mcpServers') > 20 then
        return 'agents.settings.mcpServers: at most 20 servers';
      end if;
      for server in
        select value, ordinality - 1 as position from jsonb_array_elements(agent.settings -> 'mcpServers') with ordinality
      loop
        entry := parley.mcp_server_problem(server.value, 'agents.settings.mcpServers.' || server.position);
        if entry is not null then
          return entry;
        end if;
      end loop;
    end if;
  end if;
  return null;
end;
$$;

-- security definer: the checks live in the parley schema, which the writing roles cannot use.
create function parley.refuse_invalid_agent() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp
as $$
declare
  problem text;
begin
  problem := parley.agent_row_problem(new, case when tg_op = 'UPDATE' then old end);
  if problem is not null then
    raise exception using errcode = 'check_violation', message = problem, table = 'agents',
      column = split_part(split_part(problem, ':', 1), '.', 2);
  end if;
  return new;
end;
$$;

create trigger agents_refuse_invalid before insert or update on public.agents
  for each row execute function parley.refuse_invalid_agent();
