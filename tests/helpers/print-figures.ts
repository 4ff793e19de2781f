/** Where the reliability suites print what they measured (issue 10: the suites print their figures). */
export function printFigures(text: string): void {
  // biome-ignore lint/suspicious/noConsole: printing the figures is the point of these suites.
  console.log(text);
}
