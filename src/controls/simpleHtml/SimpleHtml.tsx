import { Box } from '@mui/material';
import { useMemo } from 'react';
import { SIMPLE_HTML_ATTRIBUTES, SIMPLE_HTML_DROPPED, SIMPLE_HTML_TAGS, WEB_OR_MAIL_LINK, type SimpleHtmlTag } from '../../../resources/simpleHtml.ts';
import { htmlNodes, type HtmlAllowList } from './htmlNodes.ts';

/** The simple HTML allow-list the server sanitises wire bodies by (resources/simpleHtml.ts): no attribute but an http(s)/mailto href. */
const SIMPLE: HtmlAllowList = {
  allowed: new Set<string>(SIMPLE_HTML_TAGS),
  dropped: new Set<string>(SIMPLE_HTML_DROPPED),
  voids: new Set(['br']),
  props(name, element) {
    const props: Record<string, unknown> = {};
    for (const attribute of SIMPLE_HTML_ATTRIBUTES[name as SimpleHtmlTag] ?? []) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) props[attribute] = value;
    }
    if (name !== 'a') return props;
    // A link without an http(s)/mailto href keeps its text only, as on the server.
    return WEB_OR_MAIL_LINK.test(String(props.href ?? '')) ? { ...props, target: '_blank', rel: 'noopener noreferrer nofollow' } : undefined;
  },
};

/** A wire body (or an editor's change to one) shown as its simple HTML. */
export function SimpleHtml({ html }: { html: string }) {
  const nodes = useMemo(() => htmlNodes(html, SIMPLE), [html]);
  return (
    <Box sx={{ '& p': { mt: 0, mb: 1.5 }, '& table': { borderCollapse: 'collapse' }, '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 } }}>
      {nodes}
    </Box>
  );
}
