import SearchIcon from '@mui/icons-material/Search';
import { Box, InputBase, Paper, Popper } from '@mui/material';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { GlobalSearchGroup } from './globalSearchMethods.ts';
import { GlobalSearchResults, optionId } from './GlobalSearchResults.tsx';
import { movedIndex, optionGroupsOf, type SearchOption } from './searchOptions.ts';
import { hasWord, useGlobalSearch } from './useGlobalSearch.ts';
import { useSearchShortcut } from './useSearchShortcut.ts';

const COMPACT_WIDTH = 160;
const OPEN_WIDTH = 360;

export interface GlobalSearchBoxProps {
  /** The search to ask (stories, specs); the data provider's otherwise. */
  search?: (query: string) => Promise<GlobalSearchGroup[]>;
}

/**
 * The app bar's search: compact until focused (Ctrl+K, Cmd+K or "/" focus it), then a popup of the
 * kinds found, a heading each; ↑↓ move through the hits and "show all" lines, Enter opens, Escape
 * closes. The focus stays in the box (a combobox whose active option the screen reader follows).
 */
export default function GlobalSearchBox({ search }: GlobalSearchBoxProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeKey, setActiveKey] = useState<string>();
  useSearchShortcut(input);

  const { query, groups, failed, loading } = useGlobalSearch(text, search);
  const optionGroups = useMemo(() => optionGroupsOf(groups, query), [groups, query]);
  const options = useMemo(() => optionGroups.flatMap((group) => group.options), [optionGroups]);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const open = focused && !dismissed && hasWord(text);

  const close = () => {
    setDismissed(true);
    setActiveKey(undefined);
  };
  const choose = (option: SearchOption) => {
    close();
    setText('');
    input.current?.blur();
    navigate(option.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setDismissed(false);
      const next = options[movedIndex(activeIndex, event.key === 'ArrowDown' ? 1 : -1, options.length)];
      setActiveKey(next?.key);
      if (next) document.getElementById(optionId(listId, next.key))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      // Without a line chosen, the first hit once the answer is for what was typed.
      const chosen = options[activeIndex] ?? (loading ? undefined : options[0]);
      if (!open || !chosen) return;
      event.preventDefault();
      choose(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) close();
      else input.current?.blur();
    }
  };

  return (
    <Box ref={anchor} sx={{ mx: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          borderRadius: 1,
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.08)' : 'rgba(255,255,255,0.18)'),
          width: focused ? OPEN_WIDTH : COMPACT_WIDTH,
          transition: (theme) =>
            theme.transitions.create('width', {
              duration: theme.transitions.duration.shorter,
            }),
        }}
      >
        <SearchIcon fontSize="small" aria-hidden />
        <InputBase
          inputRef={input}
          value={text}
          placeholder={translate('globalSearch.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
            setActiveKey(undefined);
          }}
          onFocus={() => {
            setFocused(true);
            setDismissed(false);
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          sx={{ color: 'inherit', flex: 1, fontSize: 14 }}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('globalSearch.label'),
            'aria-expanded': open,
            'aria-controls': open ? listId : undefined,
            'aria-autocomplete': 'list',
            'aria-activedescendant': open && activeKey ? optionId(listId, activeKey) : undefined,
            'aria-keyshortcuts': 'Control+K Meta+K /',
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
      </Box>
      <Popper open={open} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <Paper elevation={8} sx={{ width: OPEN_WIDTH + 120, maxWidth: '95vw', mt: 0.5 }}>
          <GlobalSearchResults
            id={listId}
            query={query}
            state={failed ? 'failed' : loading ? 'loading' : 'ready'}
            groups={optionGroups}
            activeKey={activeKey}
            onChoose={choose}
            onHover={(option) => setActiveKey(option.key)}
          />
        </Paper>
      </Popper>
    </Box>
  );
}
