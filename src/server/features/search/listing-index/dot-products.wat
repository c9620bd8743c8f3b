;; Dot products of one query with many vectors, four floats at a time (SIMD). Built into dot-products-wasm.ts by
;; `npm run wasm`; vector-store.ts lays out the memory. Vectors are 100 float32s (400 bytes) each.
(module
  (memory (export "memory") 1)
  ;; Writes the dot product of the query at $query with each of the $count vectors from $vectors, as float32s from $out.
  (func (export "dots") (param $query i32) (param $vectors i32) (param $count i32) (param $out i32)
    (local $end i32) (local $d i32) (local $a v128) (local $b v128)
    (local.set $end (i32.add (local.get $vectors) (i32.mul (local.get $count) (i32.const 400))))
    (block $done
      (loop $vector
        (br_if $done (i32.ge_u (local.get $vectors) (local.get $end)))
        (local.set $a (v128.const i32x4 0 0 0 0))
        (local.set $b (v128.const i32x4 0 0 0 0))
        ;; Two sums, so one addition need not wait for the last: 32 bytes a turn up to 384, then the last 16.
        (local.set $d (i32.const 0))
        (loop $dimension
          (local.set $a (f32x4.add (local.get $a)
            (f32x4.mul (v128.load (i32.add (local.get $vectors) (local.get $d))) (v128.load (i32.add (local.get $query) (local.get $d))))))
          (local.set $b (f32x4.add (local.get $b)
            (f32x4.mul (v128.load offset=16 (i32.add (local.get $vectors) (local.get $d))) (v128.load offset=16 (i32.add (local.get $query) (local.get $d))))))
          (local.set $d (i32.add (local.get $d) (i32.const 32)))
          (br_if $dimension (i32.lt_u (local.get $d) (i32.const 384))))
        (local.set $a (f32x4.add (local.get $a)
          (f32x4.mul (v128.load (i32.add (local.get $vectors) (local.get $d))) (v128.load (i32.add (local.get $query) (local.get $d))))))
        (local.set $a (f32x4.add (local.get $a) (local.get $b)))
        (f32.store (local.get $out)
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $a)) (f32x4.extract_lane 1 (local.get $a)))
            (f32.add (f32x4.extract_lane 2 (local.get $a)) (f32x4.extract_lane 3 (local.get $a)))))
        (local.set $out (i32.add (local.get $out) (i32.const 4)))
        (local.set $vectors (i32.add (local.get $vectors) (i32.const 400)))
        (br $vector)))))
