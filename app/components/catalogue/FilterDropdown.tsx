import {useEffect, useRef, useState, type ReactNode} from 'react';
import {Form, useLocation, useNavigate} from 'react-router';
import {
  CASE_SIZE_BAND_LABEL,
  CASE_SIZE_BANDS,
  priceBandLabel,
  PRICE_BANDS,
  yearBandLabel,
  YEAR_BANDS,
} from '~/domain/catalogue/bands';
import {FILTER_BRANDS} from '~/domain/catalogue/brandNames';
import {
  activeFilterCount,
  catalogueQueryString,
  parseCatalogueParams,
  STATUS_CHOICES,
  type CatalogueState,
  type ChoiceCounts,
  type StatusChoice,
} from '~/domain/catalogue/filters';
import type {MessageKey} from '~/i18n/translate';
import {useLocale, useT} from '~/i18n/useTranslation';
import {useSite} from '~/hooks/useSite';

export const FILTER_FORM_ID = 'catalogue-filters';

const STATUS_LABEL: Record<StatusChoice, MessageKey> = {
  available: 'catalogue.inStock',
  on_request: 'catalogue.preOrder',
  sold: 'catalogue.soldOut',
};

type SectionId = 'brand' | 'year' | 'price' | 'size' | 'availability';

/** Submits the filter form as a clean URL (first page, default sort left out). */
export function useFilterSubmit() {
  const navigate = useNavigate();
  return (form: HTMLFormElement) => {
    // The address bar's, not the last render's: React Router renders a finished navigation in a
    // transition, which on a busy phone lags behind it, and Apply then pushed a second entry.
    const {pathname, search} = window.location;
    const target = `${pathname}${formQuery(form)}`;
    navigate(target, {
      preventScrollReset: true,
      // Apply after changes already applied asks for the page on screen: no second history
      // entry, so one Back leaves the filtered list (as a link to the current page does).
      replace: target === `${pathname}${search}`,
    });
  };
}

/** The filter form's choices as the list's clean query string (first page). */
function formQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === 'string') params.append(key, value);
  return catalogueQueryString({...parseCatalogueParams(params), cursor: null});
}

/**
 * The filter dropdown: a GET form (works without JavaScript through its Apply button). With
 * JavaScript every change applies at once; one section is open at a time; an outside click or
 * Escape closes the dropdown.
 */
export function FilterDropdown({
  state,
  counts,
}: {
  state: CatalogueState;
  counts: ChoiceCounts | null;
}) {
  const t = useT();
  const locale = useLocale();
  const site = useSite();
  const location = useLocation();
  const submit = useFilterSubmit();
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<SectionId | null>('brand');
  // Before hydration (or without JavaScript) every section is open: the toggles need scripts.
  const [allSectionsOpen, setAllSectionsOpen] = useState(true);
  const isOpen = (id: SectionId) => allSectionsOpen || section === id;
  const openSection = (id: SectionId | null) => {
    setAllSectionsOpen(false);
    setSection(id);
  };
  const rootRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const active = activeFilterCount(state);

  useEffect(() => {
    // Opened before the page's scripts ran, the dropdown stays open as the shopper left it, every
    // section with it, until they press a section's toggle; closed, it gets one section open.
    if (rootRef.current?.open) setOpen(true);
    else setAllSectionsOpen(false);
  }, []);

  /** Closes the dropdown: the details element's own toggle event follows. */
  const close = () => {
    if (rootRef.current) rootRef.current.open = false;
    setOpen(false);
  };

  useEffect(() => {
    // A choice made before the page's scripts ran changed the boxes but not the list: apply it.
    const form = formRef.current;
    if (
      form &&
      formQuery(form) !== catalogueQueryString({...state, cursor: null})
    )
      submit(form);
    // Once, on hydration: later changes apply as they happen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node))
        close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        summaryRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const count = (n: number | undefined) =>
    counts && n !== undefined ? ` (${n})` : '';

  return (
    <details
      ref={rootRef}
      className="relative"
      onToggle={(event) =>
        setOpen((event.currentTarget as HTMLDetailsElement).open)
      }
    >
      <summary
        ref={summaryRef}
        className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded border border-neutral-300 px-4 py-2 text-sm font-medium hover:border-ink focus-visible:outline-2 [&::-webkit-details-marker]:hidden"
      >
        {active
          ? t('catalogue.filtersActive', {n: active})
          : t('catalogue.filters')}
        <span aria-hidden="true">▾</span>
      </summary>
      <Form
        ref={formRef}
        id={FILTER_FORM_ID}
        method="get"
        action={location.pathname}
        preventScrollReset
        className="absolute left-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-neutral-200 bg-white p-2 shadow-xl"
        onChange={(event) => submit(event.currentTarget)}
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
          // Changes already applied as they were made: Apply means "done", so the results show.
          close();
          summaryRef.current?.focus();
        }}
      >
        {state.search ? (
          <input type="hidden" name="search" value={state.search} />
        ) : null}
        <Section
          id="brand"
          title={t('catalogue.filterBrand')}
          open={isOpen('brand')}
          onOpen={openSection}
        >
          {FILTER_BRANDS.map((brand) => (
            <Choice
              key={brand.slug}
              type="checkbox"
              name="brand"
              value={brand.slug}
              checked={state.brands.includes(brand.slug)}
            >
              {brand.vendor}
              {count(counts?.brand[brand.slug])}
            </Choice>
          ))}
        </Section>
        <Section
          id="year"
          title={t('catalogue.filterYear')}
          open={isOpen('year')}
          onOpen={openSection}
        >
          {YEAR_BANDS.map((band) => (
            <Choice
              key={band}
              type="checkbox"
              name="year"
              value={band}
              checked={state.years.includes(band)}
            >
              {yearBandLabel(band, locale)}
              {count(counts?.year[band])}
            </Choice>
          ))}
        </Section>
        <Section
          id="price"
          title={t('catalogue.filterPrice')}
          open={isOpen('price')}
          onOpen={openSection}
        >
          <Choice
            type="radio"
            name="price"
            value=""
            checked={state.price === null}
          >
            {t('catalogue.anyPrice')}
          </Choice>
          {PRICE_BANDS.map((band) => (
            <Choice
              key={band}
              type="radio"
              name="price"
              value={band}
              checked={state.price === band}
            >
              {priceBandLabel(band, site.market.currency, locale)}
              {count(counts?.price[band])}
            </Choice>
          ))}
        </Section>
        <Section
          id="size"
          title={t('catalogue.filterCaseSize')}
          open={isOpen('size')}
          onOpen={openSection}
        >
          {CASE_SIZE_BANDS.map((band) => (
            <Choice
              key={band}
              type="checkbox"
              name="size"
              value={band}
              checked={state.sizes.includes(band)}
            >
              {CASE_SIZE_BAND_LABEL[band]}
              {count(counts?.size[band])}
            </Choice>
          ))}
        </Section>
        <Section
          id="availability"
          title={t('catalogue.filterAvailability')}
          open={isOpen('availability')}
          onOpen={openSection}
        >
          {STATUS_CHOICES.map((status) => (
            <Choice
              key={status}
              type="checkbox"
              name="availability"
              value={status}
              checked={state.statuses.includes(status)}
            >
              {t(STATUS_LABEL[status])}
              {count(counts?.status[status])}
            </Choice>
          ))}
        </Section>
        <div className="flex items-center justify-between gap-2 p-2">
          <a
            href={`${location.pathname}${catalogueQueryString({search: state.search, sort: state.sort})}`}
            className="tap-link text-sm underline"
          >
            {t('catalogue.clearFilters')}
          </a>
          <button
            type="submit"
            className="min-h-11 rounded bg-ink px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2"
          >
            {t('catalogue.applyFilters')}
          </button>
        </div>
      </Form>
    </details>
  );
}

function Section({
  id,
  title,
  open,
  onOpen,
  children,
}: {
  id: SectionId;
  title: string;
  open: boolean;
  onOpen: (id: SectionId | null) => void;
  children: ReactNode;
}) {
  const panelId = `filter-section-${id}`;
  return (
    <fieldset className="border-b border-neutral-100 last:border-b-0">
      <legend className="sr-only">{title}</legend>
      <button
        type="button"
        className="flex w-full items-center justify-between px-2 py-3 text-left text-sm font-semibold focus-visible:outline-2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpen(open ? null : id)}
      >
        {title}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {/* Closed sections stay in the form (hidden) so their choices are still submitted. */}
      <div id={panelId} hidden={!open} className="space-y-1 px-2 pb-3">
        {children}
      </div>
    </fieldset>
  );
}

function Choice({
  type,
  name,
  value,
  checked,
  children,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const shown = useRef(checked);
  // The URL decides after each navigation; the box itself stays (no key change), so a keyboard
  // user's focus stays on the box they toggled. Not on hydration: a box ticked before then
  // is applied by the form.
  useEffect(() => {
    if (ref.current && shown.current !== checked) ref.current.checked = checked;
    shown.current = checked;
  }, [checked]);
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-stone pointer-coarse:min-h-11">
      <input
        ref={ref}
        type={type}
        name={name}
        value={value}
        defaultChecked={checked}
        className="h-4 w-4 accent-ink"
      />
      <span>{children}</span>
    </label>
  );
}
