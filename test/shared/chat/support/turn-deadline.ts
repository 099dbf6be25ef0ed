/**
 * The turn deadline for tests whose turn does real work (a model round, a tool, database
 * writes) before a scripted model hangs into the deadline. Short enough to wait out; long
 * enough that the work before the hang fits on a loaded 2-core CI machine running two test
 * files at once, where a 600 ms deadline cut such turns short (a 504 where a 200 was due).
 */
export const workingTurnDeadlineMs = 2_500;
