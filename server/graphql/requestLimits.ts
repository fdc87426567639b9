/**
 * What one document may cost (docs/configuration.md, "Request limits"): aliases, depth, estimated cost, tokens and
 * directives (GraphQL Armor's rules), and the number of items of any list argument, in the document
 * or in its variables. A request over a limit is refused with BAD_USER_INPUT before anything runs.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import type { ASTVisitor, DocumentNode, ValidationContext, ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../config.ts';
import type { Language } from '../context.ts';
import { limitError, type LimitName } from '../contract/apiErrors.ts';
import type { GraphQLError } from '../contract/graphqlRuntime.ts';

/** Armor's rules report our error instead of throwing their own. */
const reporting = (name: LimitName, max: number, language: Language) => ({
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null) => context?.reportError(limitError(name, max, language))],
});

/** Every list literal of the document (arguments, input objects, variable defaults). */
function listItemsRule(max: number, language: Language): ValidationRule {
  return (context): ASTVisitor => ({
    ListValue(node) {
      if (node.values.length > max) context.reportError(limitError('listItems', max, language));
    },
  });
}

/** The validation rules of the limits, named per language so yoga's validation cache keeps the answers apart. */
export function limitRules(limits: RequestLimits, language: Language): ValidationRule[] {
  const rules: ValidationRule[] = [
    maxAliasesRule({ n: limits.maxAliases, ...reporting('aliases', limits.maxAliases, language) }),
    maxDepthRule({ n: limits.maxDepth, ...reporting('depth', limits.maxDepth, language) }),
    costLimitRule({ maxCost: limits.maxCost, ...reporting('cost', limits.maxCost, language) }),
    maxDirectivesRule({ n: limits.maxDirectives, ...reporting('directives', limits.maxDirectives, language) }),
    listItemsRule(limits.maxListItems, language),
  ];
  return rules.map((rule, index) => Object.defineProperty(rule, 'name', { value: `requestLimit${index}_${language}` }));
}

/** graphql-js's parse, refusing a text of more than `maxTokens` tokens as soon as the lexer gets there. */
export function parseWithinLimits(text: string, limits: RequestLimits, language: Language): DocumentNode {
  const refuse = () => {
    throw limitError('tokens', limits.maxTokens, language);
  };
  return new MaxTokensParserWLexer(text, { n: limits.maxTokens, onReject: [refuse] }).parseDocument();
}

/** How deeply variables may nest (input objects, lists, JSON values): past it a value is refused unread. */
export const MAX_VARIABLES_DEPTH = 64;

/**
 * What in the variables is over a limit: a list longer than `max` at any depth, or a nesting deeper
 * than MAX_VARIABLES_DEPTH. Walked with a stack of its own, so no input can exhaust the call stack.
 */
export function variablesOverLimit(value: unknown, max: number): 'listItems' | 'depth' | undefined {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (!current || typeof current !== 'object') continue;
    if (depth > MAX_VARIABLES_DEPTH) return 'depth';
    const items = Array.isArray(current) ? current : Object.values(current);
    if (Array.isArray(current) && current.length > max) return 'listItems';
    for (const item of items) if (item && typeof item === 'object') pending.push([item, depth + 1]);
  }
  return undefined;
}

export function variablesError(variables: unknown, limits: RequestLimits, language: Language): GraphQLError | undefined {
  const over = variablesOverLimit(variables, limits.maxListItems);
  if (over === 'depth') return limitError('depth', MAX_VARIABLES_DEPTH, language);
  return over ? limitError('listItems', limits.maxListItems, language) : undefined;
}

/** The language of a request before its context exists: the `language` header or connection parameter. */
function requestLanguage(context: object): Language {
  const initial = context as { request?: unknown; language?: unknown };
  const request = initial.request as { headers?: { get?(name: string): string | null } } | undefined;
  const language = typeof initial.language === 'string' ? initial.language : request?.headers?.get?.('language');
  return language === 'en' ? 'en' : 'tr';
}

/** The limits on yoga's path (documents sent whole, persisted operations, subscriptions over SSE and websockets). */
export function useRequestLimits(limits: RequestLimits): Plugin {
  // The rules hold nothing of a request: made once per language, not on every validation.
  const rules: Record<Language, ValidationRule[]> = { tr: limitRules(limits, 'tr'), en: limitRules(limits, 'en') };
  return {
    onParse({ context, setParseFn }) {
      const language = requestLanguage(context);
      setParseFn((source) => parseWithinLimits(typeof source === 'string' ? source : source.body, limits, language));
    },
    onValidate({ context, addValidationRule }) {
      for (const rule of rules[requestLanguage(context)]) addValidationRule(rule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const error = variablesError(args.variableValues, limits, requestLanguage(args.contextValue));
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = variablesError(args.variableValues, limits, requestLanguage(args.contextValue));
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
