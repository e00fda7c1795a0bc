"""A custom CUDA kernel (CuPy's RawKernel, as a user's extension would be) that writes far past its tensor.

The write lands on an unmapped address: "an illegal memory access was encountered", reported by PyTorch at
its next synchronising call, after which the CUDA context is unusable.
"""
import cupy
import torch

n = 1 << 20
x = torch.ones(n, device="cuda")
for _ in range(3):
    x = x * 1.0001  # some ordinary work first
torch.cuda.synchronize()
scale = cupy.RawKernel(r'''
extern "C" __global__ void scale(float* p, long long n, long long offset) {
    long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (i < n) p[i + offset] *= 2.0f;   // the bug: offset should be 0
}''', "scale")
scale(((n + 255) // 256,), (256,), (cupy.uint64(x.data_ptr()), cupy.int64(n), cupy.int64(1 << 40)))
print("kernel launched", flush=True)
total = x.sum().item()
print("sum", total)
