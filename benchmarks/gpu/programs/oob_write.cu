// A kernel that writes one element past its buffer. Run plainly it usually "works" (the write lands in the
// allocation's padding); compute-sanitizer's memcheck names the thread, the address and the size.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(float* p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= n) p[i] = 1.0f;  // the bug: <= instead of <
}

int main() {
    const int n = 1000;
    float* p = nullptr;
    cudaMalloc(&p, n * sizeof(float));
    fill<<<(n + 255) / 256, 256>>>(p, n);
    cudaError_t err = cudaDeviceSynchronize();
    std::printf("fill: %s\n", cudaGetErrorString(err));
    cudaFree(p);
    return err == cudaSuccess ? 0 : 1;
}
