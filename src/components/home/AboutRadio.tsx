import React, { useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { resolveAboutTab, tabIdForKey, visibleAboutTabs, DEFAULT_ABOUT_TAB, type AboutPanelId, type AboutTab } from "./about-tabs";
import { AboutPanel, type AboutPanelContent } from "./AboutPanel";

export interface AboutRadioProps {
  tabs: readonly AboutTab[];
  dialScale: readonly number[];
  content: AboutPanelContent;
  /** the tab shown first; anything unknown shows Who We Are */
  initialTab?: string;
}

const tabId = (id: string) => `about-tab-${id}`;
const panelId = (id: string) => `about-panel-${id}`;

/**
 * Section 3: the About tabs dressed as a vintage radio (1024 px and up: a
 * wooden cabinet, a dial whose marker slides to the preset's position, push
 * buttons as tabs). Below 1024 px the cabinet is dropped and the same tab
 * buttons render as a plain tab strip — one tab list, so keyboard and screen
 * reader behaviour never differ between the two looks.
 */
export function AboutRadio({ tabs, dialScale, content, initialTab = DEFAULT_ABOUT_TAB }: AboutRadioProps) {
  const [value, setValue] = useState<string>(initialTab);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const visible = visibleAboutTabs(tabs);
  const active = resolveAboutTab(tabs, value);

  function select(id: AboutPanelId, label: string) {
    setValue(id);
    track({ event_name: "radio_clicked", event_detail: "N/A", event_text: label, component_name: "radio" });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const next = tabIdForKey(
      visible.map((tab) => tab.id),
      active.id,
      event.key,
    );
    if (!next) return;
    event.preventDefault();
    const tab = visible.find((candidate) => candidate.id === next)!;
    if (tab.id !== active.id) select(tab.id, tab.label);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div className="mx-auto max-w-5xl">
      <div className="lg:rounded-[2rem] lg:bg-gradient-to-b lg:from-[#74492d] lg:to-radio-wood lg:p-7 lg:shadow-lift lg:ring-1 lg:ring-black/20">
        {/* The dial: decoration that mirrors the selected tab, so hidden from assistive tech. */}
        <div aria-hidden="true" data-radio-dial className="hidden lg:block">
          <div className="relative rounded-2xl bg-gradient-to-b from-[#fbf0d3] to-radio-dial px-10 pb-6 pt-5 shadow-[inset_0_2px_10px_rgba(0,0,0,.25)] ring-4 ring-[#3c2616]">
            <div className="flex items-center justify-between text-xs font-bold uppercase tracking-[0.3em] text-radio-wood/70">
              <span>FM</span>
              <span className="font-mono text-base normal-case tracking-normal text-radio-wood" data-radio-readout>
                {active.freq} MHz
              </span>
            </div>
            <div className="relative mt-3 h-16">
              <ol className="absolute inset-x-0 top-0 flex justify-between font-mono text-sm font-semibold text-radio-wood" data-dial-scale>
                {dialScale.map((mark) => (
                  <li key={mark} className="w-8 text-center">
                    {mark}
                  </li>
                ))}
              </ol>
              <div
                className="absolute inset-x-4 bottom-2 h-5 border-r-2 border-[rgba(91,58,36,.55)]"
                style={{
                  backgroundImage:
                    "repeating-linear-gradient(to right, rgba(91,58,36,.55) 0 2px, transparent 2px 100%), repeating-linear-gradient(to right, rgba(91,58,36,.3) 0 1px, transparent 1px 100%)",
                  backgroundSize: "20% 100%, 4% 55%",
                  backgroundRepeat: "repeat-x",
                  backgroundPosition: "left bottom",
                }}
              />
              <span
                data-dial-marker
                className="absolute -bottom-1 top-0 w-1 -translate-x-1/2 rounded-full bg-radio-needle shadow-[0_0_8px_rgba(192,57,43,.6)] transition-[left] duration-500 ease-out"
                style={{ left: `${active.position}%` }}
              />
            </div>
          </div>
        </div>

        <div className="lg:mt-7 lg:grid lg:grid-cols-[1fr_auto_1fr] lg:items-center lg:gap-8">
          <div aria-hidden="true" className="hidden h-24 rounded-xl bg-[#3c2616] lg:block" style={GRILLE} />
          <div
            role="tablist"
            aria-label="About SWC"
            onKeyDown={onKeyDown}
            className="grid grid-cols-3 border-b border-paper-line lg:flex lg:gap-4 lg:border-0"
          >
            {visible.map((tab) => {
              const selected = tab.id === active.id;
              return (
                <button
                  key={tab.id}
                  ref={(node) => {
                    if (node) buttons.current.set(tab.id, node);
                    else buttons.current.delete(tab.id);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(tab.id)}
                  aria-selected={selected}
                  aria-controls={panelId(tab.id)}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => select(tab.id, tab.label)}
                  className={`-mb-px border-b-2 px-2 py-3 text-[0.95rem] font-semibold leading-tight sm:text-base lg:whitespace-nowrap transition-[color,border-color,box-shadow,transform] duration-200 lg:mb-0 lg:flex lg:min-w-[9.5rem] lg:flex-col lg:items-center lg:rounded-xl lg:border-0 lg:px-5 lg:py-3 ${
                    selected
                      ? "border-brand text-brand lg:translate-y-0.5 lg:bg-[#e9d6a7] lg:text-radio-wood lg:shadow-[inset_0_3px_6px_rgba(0,0,0,.35)]"
                      : "border-transparent text-ink-muted hover:text-ink lg:bg-radio-dial lg:text-radio-wood lg:shadow-[0_4px_0_#3c2616,0_6px_12px_rgba(0,0,0,.35)] lg:hover:-translate-y-0.5"
                  }`}
                >
                  <span aria-hidden="true" className="hidden font-mono text-xs font-bold tracking-wider text-[#9b2619] lg:block">
                    {tab.freq}
                  </span>
                  <span>{tab.label}</span>
                </button>
              );
            })}
          </div>
          <div aria-hidden="true" className="hidden items-center justify-end gap-5 lg:flex">
            <span className="h-3 w-3 rounded-full bg-radio-needle shadow-[0_0_10px_#ff6b5a]" />
            <span
              data-radio-knob
              className="relative grid h-20 w-20 place-items-center rounded-full bg-gradient-to-br from-[#f3e2b8] to-[#b59a63] shadow-[0_6px_14px_rgba(0,0,0,.45)] transition-transform duration-500 ease-out"
              style={{ transform: `rotate(${Math.round(active.position * 2.7)}deg)` }}
            >
              <span className="absolute top-2 h-5 w-1.5 rounded-full bg-radio-wood" />
            </span>
          </div>
        </div>
      </div>

      <div
        role="tabpanel"
        id={panelId(active.id)}
        aria-labelledby={tabId(active.id)}
        tabIndex={0}
        className="card mt-8 p-7 sm:p-10"
      >
        <AboutPanel id={active.id} content={content} />
      </div>
    </div>
  );
}

/** Speaker cloth: a dot grid drawn with a radial gradient. */
const GRILLE: React.CSSProperties = {
  backgroundImage: "radial-gradient(circle, rgba(246,231,193,.28) 1.6px, transparent 1.8px)",
  backgroundSize: "10px 10px",
};
