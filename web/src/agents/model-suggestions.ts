/**
 * Example model names the Model fields suggest, one per provider the chat function knows
 * (docs/http-api.md lists them). Suggestions only: any `provider:model` may be typed, and the
 * server checks the provider against its registry, naming the field when it does not know it.
 */
export const modelSuggestions: readonly string[] = [
  'openai:gpt-4o-mini',
  'openrouter:openai/gpt-4o-mini',
  'groq:llama-3.3-70b-versatile',
  'together:meta-llama/Llama-3.3-70B-Instruct-Turbo',
  'anthropic:claude-3-5-haiku-latest',
  'gemini:gemini-2.0-flash',
  'demo:parley-demo',
];
