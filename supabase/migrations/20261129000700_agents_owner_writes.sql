-- Owners create, change and delete their own agents (POST, PATCH, DELETE /chat/agents…).
-- Those routes run as the user (role authenticated, their JWT claims), so these policies,
-- not the function, keep an agent its owner's. Every column a user may write is listed:
-- id and created_at keep their defaults.

grant insert (owner_id, name, system_prompt, model, fallback_models, enabled_tools, settings, is_default)
  on public.agents to authenticated;
grant update (name, system_prompt, model, fallback_models, enabled_tools, settings, is_default, updated_at)
  on public.agents to authenticated;
grant delete on public.agents to authenticated;

create policy "Owners create their agents" on public.agents
  for insert to authenticated with check (owner_id = (select auth.uid()));

create policy "Owners change their agents" on public.agents
  for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));

-- Deleting an agent deletes its conversations, their messages and paused turns (the
-- foreign keys cascade); the tool log keeps its rows for analytics.
create policy "Owners delete their agents" on public.agents
  for delete to authenticated using (owner_id = (select auth.uid()));
