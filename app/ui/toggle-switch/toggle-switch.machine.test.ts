import { describe, expect, it } from "vitest";
import {
  nextSwitch,
  stateForKey,
  switchValue,
  type SwitchEvent,
  type SwitchModel,
  type SwitchSettings,
} from "./toggle-switch.machine";

const settings = (overrides: Partial<SwitchSettings> = {}): SwitchSettings => ({
  allowIntermediate: false,
  allowIntermediateAfterSet: false,
  disabled: false,
  ...overrides,
});
const fresh = (state: SwitchModel["state"]): SwitchModel => ({ state, touched: false });
const touched = (state: SwitchModel["state"]): SwitchModel => ({ state, touched: true });

describe("toggle switch transitions (§4.7)", () => {
  const cases: readonly [
    name: string,
    from: SwitchModel,
    event: SwitchEvent,
    settings: SwitchSettings,
    to: SwitchModel,
  ][] = [
    ["choosing on sets it", fresh("none"), { type: "choose", choice: "on" }, settings(), touched("on")],
    ["choosing off sets it", touched("on"), { type: "choose", choice: "off" }, settings(), touched("off")],
    [
      "choosing the state already set keeps it",
      touched("on"),
      { type: "choose", choice: "on" },
      settings(),
      touched("on"),
    ],
    [
      "choosing the state already set returns to none when intermediate-after-set is allowed",
      touched("off"),
      { type: "choose", choice: "off" },
      settings({ allowIntermediateAfterSet: true }),
      touched("none"),
    ],
    [
      "a disabled switch ignores a choice",
      fresh("off"),
      { type: "choose", choice: "on" },
      settings({ disabled: true }),
      fresh("off"),
    ],
    [
      "a disabled switch ignores keys",
      fresh("on"),
      { type: "key", key: "ArrowRight" },
      settings({ disabled: true }),
      fresh("on"),
    ],
    ["right arrow gives off", fresh("on"), { type: "key", key: "ArrowRight" }, settings(), touched("off")],
    ["up arrow gives off", fresh("none"), { type: "key", key: "ArrowUp" }, settings(), touched("off")],
    ["left arrow gives on", fresh("off"), { type: "key", key: "ArrowLeft" }, settings(), touched("on")],
    ["down arrow gives on", fresh("none"), { type: "key", key: "ArrowDown" }, settings(), touched("on")],
    [
      "an arrow towards the state already set changes nothing",
      fresh("off"),
      { type: "key", key: "ArrowRight" },
      settings(),
      fresh("off"),
    ],
    ["other keys change nothing", fresh("off"), { type: "key", key: "Enter" }, settings(), fresh("off")],
    ["writing true sets on", fresh("none"), { type: "write", value: true }, settings(), fresh("on")],
    ["writing false sets off", touched("on"), { type: "write", value: false }, settings(), touched("off")],
    [
      "writing null gives none when intermediate is allowed and it was never touched",
      fresh("on"),
      { type: "write", value: null },
      settings({ allowIntermediate: true }),
      fresh("none"),
    ],
    [
      "writing null gives off once touched",
      touched("on"),
      { type: "write", value: null },
      settings({ allowIntermediate: true }),
      touched("off"),
    ],
    [
      "writing null gives off when intermediate is not allowed",
      fresh("on"),
      { type: "write", value: null },
      settings(),
      fresh("off"),
    ],
    [
      "a disabled switch still takes a written value",
      fresh("off"),
      { type: "write", value: true },
      settings({ disabled: true }),
      fresh("on"),
    ],
  ];
  it.each(cases)("%s", (_name, from, event, switchSettings, to) => {
    expect(nextSwitch(from, event, switchSettings)).toEqual(to);
  });
});

describe("stateForKey", () => {
  it.each([
    ["ArrowRight", "off"],
    ["ArrowUp", "off"],
    ["ArrowLeft", "on"],
    ["ArrowDown", "on"],
    [" ", undefined],
  ] as const)("%j gives %s", (key, expected) => {
    expect(stateForKey(key)).toBe(expected);
  });
});

describe("switchValue and labels", () => {
  it.each([
    ["on", true],
    ["off", false],
    ["none", null],
  ] as const)("%s stands for %s", (state, value) => {
    expect(switchValue(state)).toBe(value);
  });
});
