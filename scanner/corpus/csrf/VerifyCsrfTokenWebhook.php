<?php

namespace App\Http\Middleware\Pix;

use Illuminate\Foundation\Http\Middleware\VerifyCsrfToken as Middleware;

// Look-alike: only the PSP's signed webhook is exempt.
class VerifyCsrfToken extends Middleware
{
    protected $except = ['webhooks/pix/*'];
}
