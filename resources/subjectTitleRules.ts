/**
 * The subject titles' rules (spec 02 §3, §5, §8): a title must not duplicate another of its kind
 * (compared ignoring case the Turkish way: the declaration's unique group, checked by the engine);
 * a content's subject must be a sub title of its main subject (the server checks the parent, the
 * admin offers only those). Messages: resources/messages/seoContent.ts.
 */
import { fail, isBlank, type Rule } from './validationRule.ts';

/** On a content's subject: given only with a main subject. */
export const subjectUnderMain =
  (mainField = 'mainSubjectId'): Rule =>
  (value, context) =>
    !isBlank(value) && isBlank(context.values?.[mainField]) ? fail('subjectWithoutMain', context) : undefined;
