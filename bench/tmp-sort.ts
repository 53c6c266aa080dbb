const n = 1000; const a = new Float64Array(n);
let seed = 1; const r = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
for (let rep = 0; rep < 5; rep++) {
  let t0 = performance.now();
  for (let g = 0; g < 200; g++) { for (let i = 0; i < n; i++) a[i] = Math.floor(r() * 9.4e10) * n + i; a.sort(); }
  let t1 = performance.now();
  for (let g = 0; g < 200; g++) { for (let i = 0; i < n; i++) a[i] = Math.floor(r() * 9.4e10) * n + i; }
  let t2 = performance.now();
  const b: number[] = new Array(n);
  for (let g = 0; g < 200; g++) { for (let i = 0; i < n; i++) b[i] = Math.floor(r() * 9.4e10) * n + i; b.sort((x, y) => x - y); }
  let t3 = performance.now();
  for (let g = 0; g < 200; g++) { for (let i = 0; i < n; i++) a[i] = Math.floor(r() * 9.4e10) * n + i; const c = Array.from(a).sort((x,y)=>x-y); }
  let t4 = performance.now();
  console.log("typed sort", (t1 - t0 - (t2 - t1)).toFixed(1), "array cmp sort", (t3 - t2 - (t2 - t1)).toFixed(1), (t4-t3).toFixed(1));
}
