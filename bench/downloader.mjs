// One client downloading the same file again and again, one download at a time, in its own
// process. Input: a JSON object as argv[2] (url, seconds, headers). The download still running
// when the time is up is cut off. Output: one JSON line on stdout.
const options = JSON.parse(process.argv[2] ?? '{}');

const stop = new AbortController();
const timer = setTimeout(() => stop.abort(), (options.seconds ?? 10) * 1000);
const result = { completed: 0, cutOff: false, bytes: 0, secondsEach: [], failed: [] };
while (!stop.signal.aborted) {
  const began = performance.now();
  try {
    const answer = await fetch(options.url, { headers: options.headers ?? {}, signal: stop.signal });
    if (answer.status !== 200) {
      result.failed.push(`${answer.status}: ${(await answer.text()).slice(0, 200)}`);
      break;
    }
    for await (const chunk of answer.body) result.bytes += chunk.length;
    result.completed++;
    result.secondsEach.push((performance.now() - began) / 1000);
  } catch (error) {
    if (stop.signal.aborted) result.cutOff = true;
    else result.failed.push(String(error));
    break;
  }
}
clearTimeout(timer);
process.stdout.write(`${JSON.stringify(result)}\n`);
