/** Where the reliability suites print what they measured: the figures are part of each suite's result. */
export function printFigures(text: string): void {
  // biome-ignore lint/suspicious/noConsole: printing the figures is the point of these suites.
  console.log(text);
}
